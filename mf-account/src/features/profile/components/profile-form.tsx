import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { personRules, resetDependentPersonFields, showServerError, useToast, Alert, Button } from '@agrocadena/shared-ui';
import type { UserProfile } from '@agrocadena/contracts';
import { useSaveProfile } from '../hooks/use-save-profile';
import { PROFILE_FIELDS, missingProfileFields, profileToFormValues, type ProfileFormValues } from '../rules/profile-rules';
import { PhoneFields } from './phone-fields';
import { Divider, Form, Input, PersonFieldset } from '@agrocadena/shared-ui/forms';

interface Props {
  profile: UserProfile;
}

export function ProfileForm({ profile }: Props) {
  const { t } = useTranslation(['account', 'common']);
  const toast = useToast();
  const [form] = Form.useForm<ProfileFormValues>();
  const [formError, setFormError] = useState<string | null>(null);
  const saveProfile = useSaveProfile(profile._id);
  const saving = saveProfile.isPending;
  const { requiredText } = personRules(t);

  function onValuesChange(changed: Partial<ProfileFormValues>, all: ProfileFormValues) {
    resetDependentPersonFields(form, changed, all);
    setFormError(null);
  }

  function onFinish(values: ProfileFormValues) {
    setFormError(null);
    saveProfile.mutate(values, {
      onSuccess: (saved) => {
        form.setFieldsValue(profileToFormValues(saved));
        const asked = saved.pendingEmail && saved.pendingEmail === (values.email ?? '').trim().toLowerCase();
        toast.success(asked ? t('account:profile.emailChangeSent', { email: saved.pendingEmail }) : t('common:success.profileUpdated'));
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
      onFinishFailed={({ values }) => setFormError(missingProfileFields(values).length > 0 ? t('common:validation.fillInTheRequiredFields') : null)}
      scrollToFirstError={{ block: 'center' }}
      data-testid="profile-form"
    >
      <Divider titlePlacement="start" plain>
        {t('account:profile.identity')}
      </Divider>
      <PersonFieldset
        personTypeAs="buttons"
        placeholders={{ socialIdType: t('account:profile.idTypePlaceholder'), address: t('account:profile.addressPlaceholder') }}
        beforeLocation={
          <>
            <Divider titlePlacement="start" plain>
              {t('account:profile.contact')}
            </Divider>
            <Form.Item
              name="email"
              label={t('common:fields.email')}
              rules={[requiredText, { type: 'email', message: t('common:validation.invalidEmail') }]}
            >
              <Input type="email" inputMode="email" autoComplete="email" />
            </Form.Item>
            {profile.pendingEmail && (
              <Alert
                type="info"
                showIcon
                title={t('account:profile.pendingEmail', { pending: profile.pendingEmail, email: profile.email })}
                style={{ marginBottom: 16 }}
                data-testid="profile-pending-email"
              />
            )}
            <PhoneFields />

            <Divider titlePlacement="start" plain>
              {t('account:profile.location')}
            </Divider>
          </>
        }
      />

      {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} data-testid="profile-form-error" />}
      <Button type="primary" htmlType="submit" block loading={saving} data-testid="profile-submit">
        {t('account:profile.save')}
      </Button>
    </Form>
  );
}
