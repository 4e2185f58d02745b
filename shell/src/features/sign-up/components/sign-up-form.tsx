import { useState } from 'react';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  NativeSelect,
  onDemand,
  personRules,
  resetDependentPersonFields,
  useLanguageStore,
  showServerError,
  Alert,
  Button,
} from '@agrocadena/shared-ui';
import { LIMITS } from '@agrocadena/contracts/core';
import { useSignUp } from '../hooks/use-sign-up';
import { CHAIN_ORDER } from '../../landing/chain-links';
import { SIGN_UP_FIELDS, toSignUpBody, type SignUpValues } from '../api/sign-up-body';
import '../../auth/components/auth-frame.css';
import { Form, Input, PersonFieldset } from '@agrocadena/shared-ui/forms';

// Fetched (with antd's dialog) when the visitor asks what the links of the chain are.
const ChainLinkHelp = onDemand(() => import('./chain-link-help').then((module) => module.ChainLinkHelp));

/**
 * Fields appear as the previous answers make them meaningful: id type after the person type,
 * id number and phone after the id type, names by person type, town after department, address
 * after town.
 */
export function SignUpForm() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const language = useLanguageStore((s) => s.language);
  const [form] = Form.useForm<SignUpValues>();
  const [error, setError] = useState<string | null>(null);
  const signUp = useSignUp();
  const sending = signUp.isPending;
  const [helpOpen, setHelpOpen] = useState(false);
  // Mounted from its first opening on, so it closes with antd's animation.
  const [helpAsked, setHelpAsked] = useState(false);

  const { requiredText: required, phone: phoneRules } = personRules(t);

  const onValuesChange = (changed: Partial<SignUpValues>, all: SignUpValues) => resetDependentPersonFields(form, changed, all);

  const submit = (values: SignUpValues) => {
    setError(null);
    signUp.mutate(toSignUpBody(values, language), {
      onSuccess: () => {
        form.resetFields();
        navigate('/successfulSignUp');
      },
      onError: (failure) => {
        setError(failure.message);
        showServerError(form, failure, SIGN_UP_FIELDS);
      },
    });
  };

  return (
    <>
      <Form<SignUpValues>
        form={form}
        name="signUp"
        layout="vertical"
        size="large"
        requiredMark={false}
        scrollToFirstError
        onValuesChange={onValuesChange}
        onFinish={submit}
        data-testid="sign-up-form"
      >
        <Form.Item name="email" label={t('common:fields.email')} rules={[required, { type: 'email', message: t('common:validation.invalidEmail') }]}>
          <Input type="email" autoComplete="email" data-testid="sign-up-email" />
        </Form.Item>

        <PersonFieldset
          stepwise
          testIdPrefix="sign-up-"
          requireLastName
          placeholders={{ personType: t('signUp.choose'), socialIdType: t('signUp.choose') }}
          afterSocialId={
            <Form.Item name="phone" label={t('common:fields.phone')} rules={[required, ...phoneRules]}>
              <Input type="tel" inputMode="tel" autoComplete="tel" data-testid="sign-up-phone" />
            </Form.Item>
          }
        />

        <Form.Item htmlFor="signUp_userType" label={t('common:fields.userType')} required>
          <div className="select-with-help">
            <Form.Item name="userType" noStyle rules={[{ required: true, message: t('common:validation.requiredField') }]}>
              <NativeSelect
                id="signUp_userType"
                placeholder={t('signUp.choose')}
                choices={CHAIN_ORDER.map((type) => ({ value: type, label: t(`common:userTypes.${type}`) }))}
                data-testid="sign-up-user-type"
              />
            </Form.Item>
            <Button
              icon={<QuestionCircleOutlined />}
              onClick={() => {
                setHelpAsked(true);
                setHelpOpen(true);
              }}
              aria-label={t('signUp.chainHelpOpen')}
              title={t('signUp.chainHelpOpen')}
              data-testid="chain-help-open"
            />
          </div>
        </Form.Item>

        <Form.Item
          name="password"
          label={t('common:fields.password')}
          rules={[
            { required: true, message: t('common:validation.requiredField') },
            { min: LIMITS.passwordMin, message: t('common:validation.passwordTooShort', { min: LIMITS.passwordMin }) },
            { max: LIMITS.passwordMax },
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="sign-up-password" />
        </Form.Item>
        <Form.Item
          name="repeatPassword"
          label={t('common:fields.repeatPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('common:validation.requiredField') },
            ({ getFieldValue }) => ({
              validator: (_rule, value?: string) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('common:validation.passwordsDoNotMatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="sign-up-repeat-password" />
        </Form.Item>

        <Button type="primary" htmlType="submit" block loading={sending} data-testid="sign-up-submit">
          {t('common:actions.signUp')}
        </Button>
        {error && <Alert className="form-error" type="error" title={error} showIcon data-testid="sign-up-error" />}
      </Form>
      <p className="auth-switch">
        {t('signUp.haveAccount')}{' '}
        <Link to="/login" data-testid="to-login">
          {t('signUp.toLogin')}
        </Link>
      </p>
      {helpAsked && <ChainLinkHelp open={helpOpen} onClose={() => setHelpOpen(false)} />}
    </>
  );
}
