import { useState } from 'react';
import type { FormRule } from '@agrocadena/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { LocationPicker, requiredTextRules, showServerError, Alert, Button } from '@agrocadena/shared-ui';
import type { BranchOffice, Location } from '@agrocadena/contracts';
import { LIMITS } from '@agrocadena/contracts/core';
import { OFFICE_FIELDS, officeToFormValues, toBranchOfficeBody, type BranchOfficeFormValues } from '../rules/branch-office-form';
import { useSaveBranchOffice } from '../hooks/use-branch-office-writes';
import './branch-office-form.css';
import { Form, Input } from '@agrocadena/shared-ui/forms';

interface Props {
  userId: string;
  /** The office being edited; none: a new one. */
  office?: BranchOffice;
  onSaved: (office: BranchOffice) => void;
  onCancel?: () => void;
  mapHeight?: number;
}

/** Name, description, address and a location on the map: creating and editing an office. */
export function BranchOfficeForm({ userId, office, onSaved, onCancel, mapHeight }: Props) {
  const { t } = useTranslation(['inventory', 'common']);
  const [form] = Form.useForm<BranchOfficeFormValues>();
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveBranchOffice(office?._id);
  const saving = save.isPending;
  const mode = office ? 'edit' : 'create';

  const locationRule: FormRule = {
    validator: (_, value?: Location) => (value ? Promise.resolve() : Promise.reject(new Error(t('inventory:branchOffices.form.locationRequired')))),
  };

  function onFinish(values: BranchOfficeFormValues) {
    setFormError(null);
    save.mutate(toBranchOfficeBody(values, userId, mode), {
      onSuccess: onSaved,
      // Whatever was typed stays: only the message and the field it is about change.
      onError: (error) => {
        setFormError(error.message);
        showServerError(form, error, OFFICE_FIELDS);
      },
    });
  }

  return (
    <Form<BranchOfficeFormValues>
      form={form}
      name={`branch-office-${mode}`}
      layout="vertical"
      size="large"
      initialValues={office ? officeToFormValues(office) : undefined}
      onFinish={onFinish}
      onFinishFailed={() => setFormError(t('common:validation.fillInTheRequiredFields'))}
      onValuesChange={() => setFormError(null)}
      scrollToFirstError={{ block: 'center' }}
      data-testid="office-form"
    >
      <Form.Item name="name" label={t('inventory:branchOffices.fields.name')} rules={requiredTextRules(LIMITS.name)}>
        <Input placeholder={t('inventory:branchOffices.form.namePlaceholder')} autoComplete="off" data-testid="office-name" />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('inventory:branchOffices.fields.description')}
        rules={[{ max: LIMITS.description, message: t('common:validation.tooLong', { max: LIMITS.description }) }]}
      >
        <Input.TextArea placeholder={t('inventory:branchOffices.form.descriptionPlaceholder')} rows={3} data-testid="office-description" />
      </Form.Item>
      <Form.Item name="address" label={t('inventory:branchOffices.fields.address')} rules={requiredTextRules(LIMITS.address)}>
        <Input placeholder={t('inventory:branchOffices.form.addressPlaceholder')} autoComplete="street-address" data-testid="office-address" />
      </Form.Item>
      <Form.Item
        name="location"
        label={t('inventory:branchOffices.fields.location')}
        extra={t('inventory:branchOffices.form.locationHint')}
        required
        rules={[locationRule]}
      >
        <LocationPicker
          height={mapHeight}
          label={t('inventory:branchOffices.form.mapLabel')}
          testId="office-location"
          mapTestId="branch-office-map"
        />
      </Form.Item>

      {formError && <Alert type="error" showIcon title={formError} className="bo-form-error" data-testid="office-form-error" />}
      <div className="bo-form-actions">
        {onCancel && (
          <Button onClick={onCancel} disabled={saving} data-testid="office-cancel">
            {t('common:actions.cancel')}
          </Button>
        )}
        <Button type="primary" htmlType="submit" loading={saving} data-testid="office-submit">
          {t('inventory:branchOffices.form.save')}
        </Button>
      </div>
    </Form>
  );
}
