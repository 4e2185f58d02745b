import { useState } from 'react';
import type { FormRule } from '@agrocadena/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import {
  NUMBER_FIELD_TRIGGERS,
  isUnreadable,
  numberInputRule,
  numberProblemMessage,
  requiredTextRules,
  showServerError,
  formatAmount,
  Alert,
  Button,
} from '@agrocadena/shared-ui';
import type { Activity, SimpleProduct } from '@agrocadena/contracts';
import { LIMITS } from '@agrocadena/contracts/core';
import {
  ACTIVITY_FIELDS,
  ACTIVITY_SIDES,
  hasInvalidAmount,
  sideIsMissing,
  toActivityBody,
  type ActivityFormValues,
  type ActivitySide,
  type ChosenProduct,
} from '../rules/activity-form';
import { useSaveActivity } from '../hooks/use-activity-writes';
import { ActivityProductsField } from './activity-products-field';
import '../../../shared/components/activities.css';
import { Form, Input, QuantityInput } from '@agrocadena/shared-ui/forms';

interface Props {
  userId: string;
  products: readonly SimpleProduct[];
  /** The activity being edited; none: a new one. */
  activity?: Activity;
  initialValues?: ActivityFormValues;
  /** Where the chooser's "create a product" returns. */
  goBack: string;
  onSaved: (activity: Activity) => void;
  /** Every save attempt, before the answer (the create page drops its draft then, docs/domain.md#screens). */
  onSubmitted?: () => void;
  onValuesChange?: (values: ActivityFormValues) => void;
  onCancel?: () => void;
}

/** Name, description, duration and the products of both sides: creating and editing an activity. */
export function ActivityForm({ userId, products, activity, initialValues, goBack, onSaved, onSubmitted, onValuesChange, onCancel }: Props) {
  const { t, i18n } = useTranslation(['production', 'common']);
  const [form] = Form.useForm<ActivityFormValues>();
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveActivity(activity?._id);
  const mode = activity ? 'edit' : 'create';

  const sideRule: FormRule = {
    validator: async (_, lines?: ChosenProduct[]) => {
      if (sideIsMissing(lines)) throw new Error(t('common:validation.selectTheProducts'));
      // Text that is no number says why ("12,5" in English); a 0 or a blank is an invalid amount.
      const unread = lines?.find((line) => isUnreadable(line.amount))?.amount;
      if (isUnreadable(unread)) throw new Error(numberProblemMessage(unread));
      if (hasInvalidAmount(lines)) throw new Error(t('common:validation.invalidAmount'));
    },
  };

  function onFinish(values: ActivityFormValues) {
    setFormError(null);
    onSubmitted?.();
    save.mutate(toActivityBody(values, userId), {
      onSuccess: onSaved,
      onError: (error) => {
        setFormError(error.message);
        showServerError(form, error, ACTIVITY_FIELDS);
      },
    });
  }

  // docs/domain.md#activities: the required texts first (fillInTheRequiredFields), then the products (selectTheProducts).
  function onFinishFailed({ errorFields }: { errorFields: { name: (string | number)[]; errors: string[] }[] }) {
    const sides = errorFields.filter((field) => ACTIVITY_SIDES.includes(field.name[0] as ActivitySide));
    const onlySides = sides.length === errorFields.length && sides.length > 0;
    setFormError(onlySides ? sides[0].errors[0] : t('common:validation.fillInTheRequiredFields'));
  }

  const side = (name: ActivitySide) => (
    <Form.Item name={name} label={t(`production:activities.fields.${name}`)} required rules={[sideRule]}>
      <ActivityProductsField side={name} products={products} goBack={goBack} />
    </Form.Item>
  );

  return (
    <Form<ActivityFormValues>
      form={form}
      name={`activity-${mode}`}
      layout="vertical"
      size="large"
      initialValues={initialValues}
      onFinish={onFinish}
      onFinishFailed={onFinishFailed}
      onValuesChange={(_, values) => {
        setFormError(null);
        onValuesChange?.(values);
      }}
      scrollToFirstError={{ block: 'center' }}
      data-testid="activity-form"
    >
      <Form.Item name="name" label={t('production:activities.fields.name')} rules={requiredTextRules(LIMITS.name)}>
        <Input placeholder={t('production:activities.form.namePlaceholder')} autoComplete="off" data-testid="activity-name" />
      </Form.Item>
      <Form.Item name="description" label={t('production:activities.fields.description')} rules={requiredTextRules(LIMITS.description)}>
        <Input.TextArea placeholder={t('production:activities.form.descriptionPlaceholder')} rows={3} data-testid="activity-description" />
      </Form.Item>
      <Form.Item
        name="estimatedDurationInHours"
        label={t('production:activities.fields.duration')}
        extra={t('production:activities.form.durationHint')}
        validateTrigger={NUMBER_FIELD_TRIGGERS}
        rules={[
          { required: true, message: t('common:validation.requiredField') },
          numberInputRule,
          // Judges only a number read: text it cannot read ("1.5" in Spanish) has numberInputRule's reason.
          {
            validator: async (_, hours: unknown) => {
              if (typeof hours === 'number' && hours > LIMITS.durationHours)
                throw new Error(t('production:activities.form.durationTooLong', { max: formatAmount(LIMITS.durationHours, i18n.language) }));
            },
          },
        ]}
      >
        <QuantityInput style={{ maxWidth: 200 }} data-testid="activity-duration" />
      </Form.Item>
      {side('inputProducts')}
      {side('outputProducts')}

      {formError && <Alert type="error" showIcon title={formError} className="pr-form-error" data-testid="activity-form-error" />}
      <div className="pr-form-actions">
        {onCancel && (
          <Button onClick={onCancel} disabled={save.isPending} data-testid="activity-cancel">
            {t('common:actions.cancel')}
          </Button>
        )}
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="activity-submit">
          {t('production:activities.form.save')}
        </Button>
      </div>
    </Form>
  );
}
