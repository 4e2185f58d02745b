import { useState } from 'react';
import { Alert, App, Button, Col, Divider, Form, Input, Radio, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { DepartmentSelect, TownSelect, showServerError } from '@agrocadena/shared-ui';
import { PERSON_TYPES, type UserProfile } from '@agrocadena/contracts';
import { useSaveProfile } from '../hooks/use-save-profile';
import {
  PROFILE_FIELDS,
  idTypesFor,
  missingProfileFields,
  profileToFormValues,
  requiredProfileFields,
  SOCIAL_ID_PATTERN,
  type ProfileFormValues,
} from '../rules/profile-rules';
import { PhoneFields } from './phone-fields';

interface Props {
  profile: UserProfile;
}

export function ProfileForm({ profile }: Props) {
  const { t } = useTranslation(['account', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfileFormValues>();
  const [formError, setFormError] = useState<string | null>(null);
  const saveProfile = useSaveProfile(profile._id);
  const saving = saveProfile.isPending;
  const personType = Form.useWatch('personType', form) ?? profile.personType;
  const departmentId = Form.useWatch('department', form) ?? profile.town?.departmentId;
  const natural = personType !== 'JURIDICAL';

  const required = new Set<string>(requiredProfileFields(personType));
  const requiredMessage = t('common:validation.requiredField');
  const textRules = (name: string, extra: Rule[] = []): Rule[] =>
    required.has(name) ? [{ required: true, whitespace: true, message: requiredMessage }, ...extra] : extra;
  const choiceRules = (name: string): Rule[] => (required.has(name) ? [{ required: true, message: requiredMessage }] : []);

  function onValuesChange(changed: Partial<ProfileFormValues>, all: ProfileFormValues) {
    if ('personType' in changed) {
      // NIT belongs to juridical persons only; the other id types to natural ones.
      const allowed = idTypesFor(changed.personType);
      if (!all.socialIdType || !allowed.includes(all.socialIdType)) {
        form.setFieldValue('socialIdType', allowed.length === 1 ? allowed[0] : undefined);
      }
    }
    if ('department' in changed) form.setFieldValue('town', undefined);
    setFormError(null);
  }

  function onFinish(values: ProfileFormValues) {
    setFormError(null);
    saveProfile.mutate(values, {
      onSuccess: (saved) => {
        form.setFieldsValue(profileToFormValues(saved));
        void message.success(t('common:success.profileUpdated'));
      },
      onError: (error) => {
        setFormError(error.message);
        const name = showServerError(form, error, PROFILE_FIELDS);
        if (name !== undefined) form.scrollToField(name, { block: 'center' });
      },
    });
  }

  return (
    <Form<ProfileFormValues>
      form={form}
      layout="vertical"
      size="large"
      requiredMark
      initialValues={profileToFormValues(profile)}
      onValuesChange={onValuesChange}
      onFinish={onFinish}
      onFinishFailed={({ values }) =>
        setFormError(missingProfileFields(values).length > 0 ? t('common:validation.fillInTheRequiredFields') : null)
      }
      scrollToFirstError={{ block: 'center' }}
      data-testid="profile-form"
    >
      <Divider titlePlacement="start" plain>
        {t('account:profile.identity')}
      </Divider>
      <Form.Item name="personType" label={t('common:fields.personType')} rules={choiceRules('personType')}>
        <Radio.Group
          className="acc-person-type"
          optionType="button"
          buttonStyle="solid"
          options={PERSON_TYPES.map((type) => ({ value: type, label: t(`common:personTypes.${type}`) }))}
          data-testid="person-type"
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="socialIdType" label={t('common:fields.socialIdType')} rules={choiceRules('socialIdType')}>
            <Select
              placeholder={t('account:profile.idTypePlaceholder')}
              options={idTypesFor(personType).map((type) => ({ value: type, label: t(`common:idTypes.${type}`) }))}
              data-testid="id-type"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="socialId"
            label={t('common:fields.socialId')}
            rules={textRules('socialId', [{ pattern: SOCIAL_ID_PATTERN, message: t('common:validation.invalidSocialId') }])}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      {natural ? (
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="firstName" label={t('common:fields.firstName')} rules={textRules('firstName', [{ max: 80, message: t('common:validation.tooLong', { max: 80 }) }])}>
              <Input autoComplete="given-name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="lastName" label={t('common:fields.lastName')} rules={[{ max: 80, message: t('common:validation.tooLong', { max: 80 }) }]}>
              <Input autoComplete="family-name" />
            </Form.Item>
          </Col>
        </Row>
      ) : (
        <Form.Item
          name="enterpriseName"
          label={t('common:fields.enterpriseName')}
          rules={textRules('enterpriseName', [{ max: 120, message: t('common:validation.tooLong', { max: 120 }) }])}
        >
          <Input autoComplete="organization" />
        </Form.Item>
      )}

      <Divider titlePlacement="start" plain>
        {t('account:profile.contact')}
      </Divider>
      <Form.Item
        name="email"
        label={t('common:fields.email')}
        rules={textRules('email', [{ type: 'email', message: t('common:validation.invalidEmail') }])}
      >
        <Input type="email" inputMode="email" autoComplete="email" />
      </Form.Item>
      <PhoneFields />

      <Divider titlePlacement="start" plain>
        {t('account:profile.location')}
      </Divider>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="department" label={t('common:fields.department')} rules={choiceRules('department')}>
            <DepartmentSelect />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="town" label={t('common:fields.town')} rules={choiceRules('town')}>
            <TownSelect departmentId={departmentId} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="address" label={t('common:fields.address')} rules={textRules('address', [{ max: 200, message: t('common:validation.tooLong', { max: 200 }) }])}>
        <Input autoComplete="street-address" placeholder={t('account:profile.addressPlaceholder')} />
      </Form.Item>

      {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} data-testid="profile-form-error" />}
      <Button type="primary" htmlType="submit" block loading={saving} data-testid="profile-submit">
        {t('account:profile.save')}
      </Button>
    </Form>
  );
}
