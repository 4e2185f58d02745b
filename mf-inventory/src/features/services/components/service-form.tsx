import { useState } from 'react';
import type { FormRule } from '@agrocadena/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { LinkButton, requiredTextRules, showServerError, Alert, Button } from '@agrocadena/shared-ui';
import type { Service, ServiceType, UserType } from '@agrocadena/contracts';
import { LIMITS } from '@agrocadena/contracts/core';
import { capabilitiesOf } from '@agrocadena/contracts/rules';
import { ImagePicker } from '../../../shared/components/image-picker';
import { SERVICE_FIELDS, serviceToFormValues, toServiceBody, type ServiceFormValues, type TownChoice } from '../rules/service-form';
import { useSaveService } from '../hooks/use-service-writes';
import { useAssociationOptions } from '../hooks/use-association-options';
import { TownsField } from './towns-field';
import './services.css';
import { Form, Input, Radio, Switch } from '@agrocadena/shared-ui/forms';
import { Select } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  userId: string;
  userType: UserType;
  /** The service being edited; none: a new one (its image is then required). */
  service?: Service;
  onSaved: (service: Service) => void;
  onCancel?: () => void;
}

/** Fields whose own message names what is missing (docs/domain.md#services); anything else is "fill in the required fields". */
const SPECIFIC = ['towns', 'branchOffice', 'image'];

/** Name, type, description, public, image and, by type, what the service is tied to. */
export function ServiceForm({ userId, userType, service, onSaved, onCancel }: Props) {
  const { t } = useTranslation(['inventory', 'common']);
  const [form] = Form.useForm<ServiceFormValues>();
  const [formError, setFormError] = useState<string | null>(null);
  const [imageRefused, setImageRefused] = useState(false);
  const types = capabilitiesOf(userType).serviceTypes;
  const type = Form.useWatch('type', form) as ServiceType | undefined;
  const production = Form.useWatch('production', form);
  const options = useAssociationOptions(userId, type);
  const save = useSaveService(service?._id);

  const required = (message = t('common:validation.requiredField')): FormRule[] => [{ required: true, message }];
  const townsRule: FormRule = {
    validator: async (_, towns?: TownChoice[]) => {
      if (!towns || towns.length === 0) throw new Error(t('common:validation.addTowns'));
    },
  };

  function onFinish(values: ServiceFormValues) {
    setFormError(null);
    save.mutate(
      { body: toServiceBody(values, userId), image: values.image ?? null },
      {
        onSuccess: onSaved,
        onError: (error) => {
          setFormError(error.message);
          showServerError(form, error, { fields: [...SERVICE_FIELDS.fields, 'image'] });
        },
      },
    );
  }

  function onFinishFailed({ errorFields }: { errorFields: { name: (string | number)[]; errors: string[] }[] }) {
    // In the order the form shows them: the towns or the office before the picture.
    const specific = SPECIFIC.map((name) => errorFields.find((field) => field.name[0] === name)).find(Boolean);
    const others = errorFields.some((field) => !SPECIFIC.includes(String(field.name[0])));
    setFormError(!others && specific ? specific.errors[0] : t('common:validation.fillInTheRequiredFields'));
  }

  return (
    <Form<ServiceFormValues>
      form={form}
      name={service ? 'service-edit' : 'service-create'}
      layout="vertical"
      size="large"
      initialValues={
        service ? serviceToFormValues(service) : { type: types.length === 1 ? types[0] : undefined, public: true, production: 'activity' }
      }
      onFinish={onFinish}
      onFinishFailed={onFinishFailed}
      onValuesChange={() => setFormError(null)}
      scrollToFirstError={{ block: 'center' }}
      data-testid="service-form"
    >
      <Form.Item name="name" label={t('inventory:services.fields.name')} rules={requiredTextRules(LIMITS.name)}>
        <Input placeholder={t('inventory:services.form.namePlaceholder')} autoComplete="off" data-testid="service-name" />
      </Form.Item>
      <Form.Item name="type" label={t('inventory:services.fields.type')} rules={required()}>
        <Select
          options={types.map((value) => ({ value, label: t(`inventory:services.types.${value}`) }))}
          placeholder={t('inventory:services.form.typePlaceholder')}
          data-testid="service-type"
        />
      </Form.Item>

      {type === 'TRANSPORT' && (
        <Form.Item name="towns" label={t('inventory:services.fields.towns')} required rules={[townsRule]}>
          <TownsField />
        </Form.Item>
      )}
      {type === 'STORAGE' && (
        <Form.Item
          name="branchOffice"
          label={t('inventory:services.fields.branchOffice')}
          rules={required(t('common:validation.addBranchOffice'))}
          extra={
            options.noOffices && (
              <LinkButton to="/createBranchOffice" type="link" data-testid="service-create-office">
                {t('inventory:services.form.createOffice')}
              </LinkButton>
            )
          }
        >
          <Select options={options.offices} placeholder={t('inventory:services.form.officePlaceholder')} data-testid="service-office" />
        </Form.Item>
      )}
      {type === 'PRODUCTION' && (
        <>
          <Form.Item name="production" label={t('inventory:services.fields.production')}>
            <Radio.Group
              options={[
                { value: 'activity', label: t('inventory:services.association.activity') },
                { value: 'process', label: t('inventory:services.association.process') },
              ]}
              data-testid="service-production"
            />
          </Form.Item>
          {production === 'process' ? (
            <Form.Item name="process" label={t('inventory:services.fields.process')} rules={required()}>
              <Select showSearch={{ optionFilterProp: 'label' }} options={options.processes} data-testid="service-process" />
            </Form.Item>
          ) : (
            <Form.Item name="activity" label={t('inventory:services.fields.activity')} rules={required()}>
              <Select showSearch={{ optionFilterProp: 'label' }} options={options.activities} data-testid="service-activity" />
            </Form.Item>
          )}
        </>
      )}

      <Form.Item
        name="description"
        label={t('inventory:services.fields.description')}
        rules={
          type === 'LOGISTIC'
            ? requiredTextRules(LIMITS.description)
            : [{ max: LIMITS.description, message: t('common:validation.tooLong', { max: LIMITS.description }) }]
        }
        extra={type === 'LOGISTIC' ? t('inventory:services.form.logisticHint') : undefined}
      >
        <Input.TextArea rows={3} data-testid="service-description" />
      </Form.Item>
      <Form.Item name="public" label={t('inventory:services.fields.public')} valuePropName="checked" extra={t('inventory:services.form.publicHint')}>
        <Switch data-testid="service-public" />
      </Form.Item>
      <Form.Item
        name="image"
        label={t('inventory:services.fields.image')}
        rules={service ? [] : required(t('common:validation.addImage'))}
        required={!service}
      >
        <ImagePicker onRefusedChange={setImageRefused} testId="service-image" />
      </Form.Item>

      {formError && <Alert type="error" showIcon title={formError} className="sv-form-error" data-testid="service-form-error" />}
      <div className="sv-form-actions">
        {onCancel && (
          <Button onClick={onCancel} disabled={save.isPending} data-testid="service-cancel">
            {t('common:actions.cancel')}
          </Button>
        )}
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={imageRefused || undefined} data-testid="service-submit">
          {t('inventory:services.form.save')}
        </Button>
      </div>
    </Form>
  );
}
