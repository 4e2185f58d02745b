import { useState } from 'react';
import { Alert, Button, Form, Input, Select } from 'antd';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DepartmentSelect, TownSelect, useLanguageStore, showServerError } from '@agrocadena/shared-ui';
import { ID_TYPES_BY_PERSON, LIMITS, PERSON_TYPES } from '@agrocadena/contracts';
import { useSignUp } from '../hooks/use-sign-up';
import { CHAIN_ORDER } from '../../landing/chain-links';
import { SIGN_UP_FIELDS, toSignUpBody, type SignUpValues } from '../api/sign-up-body';
import { ChainLinkHelp } from './chain-link-help';

// Same shapes the API accepts (api/src/schemas/users.ts), checked here to spare a round trip.
const SOCIAL_ID = /^[0-9A-Za-z-]{3,20}$/;
const PHONE = /^\+?[0-9 ()-]{7,20}$/;

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
  const personType = Form.useWatch('personType', form);
  const socialIdType = Form.useWatch('socialIdType', form);
  const department = Form.useWatch('department', form);
  const town = Form.useWatch('town', form);
  const [error, setError] = useState<string | null>(null);
  const signUp = useSignUp();
  const sending = signUp.isPending;
  const [helpOpen, setHelpOpen] = useState(false);

  const required = { required: true, whitespace: true, message: t('common:validation.requiredField') };

  const onValuesChange = (changed: Partial<SignUpValues>) => {
    if ('personType' in changed) {
      // A legal entity only has a NIT; a person must choose again.
      form.setFieldValue('socialIdType', changed.personType === 'JURIDICAL' ? 'NIT' : undefined);
    }
    if ('department' in changed) form.setFieldValue('town', undefined);
  };

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
        <Form.Item
          name="email"
          label={t('common:fields.email')}
          rules={[required, { type: 'email', message: t('common:validation.invalidEmail') }]}
        >
          <Input type="email" autoComplete="email" data-testid="sign-up-email" />
        </Form.Item>

        <Form.Item
          name="personType"
          label={t('common:fields.personType')}
          rules={[{ required: true, message: t('common:validation.selectPersonType') }]}
        >
          <Select
            placeholder={t('signUp.choose')}
            options={PERSON_TYPES.map((type) => ({ value: type, label: t(`common:personTypes.${type}`) }))}
            data-testid="sign-up-person-type"
          />
        </Form.Item>

        {personType && (
          <Form.Item name="socialIdType" label={t('common:fields.socialIdType')} rules={[required]}>
            <Select
              placeholder={t('signUp.choose')}
              options={ID_TYPES_BY_PERSON[personType].map((type) => ({ value: type, label: t(`common:idTypes.${type}`) }))}
              data-testid="sign-up-id-type"
            />
          </Form.Item>
        )}

        {socialIdType && (
          <>
            <Form.Item
              name="socialId"
              label={t('common:fields.socialId')}
              rules={[required, { pattern: SOCIAL_ID, message: t('common:validation.invalidSocialId') }]}
            >
              <Input autoComplete="off" data-testid="sign-up-social-id" />
            </Form.Item>
            <Form.Item
              name="phone"
              label={t('common:fields.phone')}
              rules={[required, { pattern: PHONE, message: t('common:validation.invalidPhone') }]}
            >
              <Input type="tel" inputMode="tel" autoComplete="tel" data-testid="sign-up-phone" />
            </Form.Item>
          </>
        )}

        {personType === 'NATURAL' && (
          <>
            <Form.Item name="firstName" label={t('common:fields.firstName')} rules={[required, { max: 80 }]}>
              <Input autoComplete="given-name" data-testid="sign-up-first-name" />
            </Form.Item>
            <Form.Item name="lastName" label={t('common:fields.lastName')} rules={[required, { max: 80 }]}>
              <Input autoComplete="family-name" data-testid="sign-up-last-name" />
            </Form.Item>
          </>
        )}
        {personType === 'JURIDICAL' && (
          <Form.Item name="enterpriseName" label={t('common:fields.enterpriseName')} rules={[required, { max: 120 }]}>
            <Input autoComplete="organization" data-testid="sign-up-enterprise-name" />
          </Form.Item>
        )}

        <Form.Item
          name="department"
          label={t('common:fields.department')}
          rules={[{ required: true, message: t('common:validation.requiredField') }]}
        >
          <DepartmentSelect id="signUp_department" />
        </Form.Item>
        {department && (
          <Form.Item name="town" label={t('common:fields.town')} rules={[required]}>
            <TownSelect id="signUp_town" departmentId={department} />
          </Form.Item>
        )}
        {department && town && (
          <Form.Item name="address" label={t('common:fields.address')} rules={[required, { max: 200 }]}>
            <Input autoComplete="street-address" data-testid="sign-up-address" />
          </Form.Item>
        )}

        <Form.Item htmlFor="signUp_userType" label={t('common:fields.userType')} required>
          <div className="select-with-help">
            <Form.Item
              name="userType"
              noStyle
              rules={[{ required: true, message: t('common:validation.requiredField') }]}
            >
              <Select
                id="signUp_userType"
                placeholder={t('signUp.choose')}
                options={CHAIN_ORDER.map((type) => ({ value: type, label: t(`common:userTypes.${type}`) }))}
                data-testid="sign-up-user-type"
              />
            </Form.Item>
            <Button
              icon={<QuestionCircleOutlined />}
              onClick={() => setHelpOpen(true)}
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
        {t('signUp.haveAccount')} <Link to="/login" data-testid="to-login">{t('signUp.toLogin')}</Link>
      </p>
      <ChainLinkHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
    </>
  );
}
