import { useTranslation } from 'react-i18next';
import { formatAmount, formatDay, LoadError, Skeleton, Typography, Alert } from '@agrocadena/shared-ui';
import { useProvidersWithServices, useServiceOutputs } from '../hooks/use-outsourcing';
import { counterpartOptions, providerLabel, serviceLabel, type OutsourceValues, type WantedOutput } from '../rules/outsourcing';
import { Form, type FormRule } from '@agrocadena/shared-ui/forms';
import { Descriptions, Select } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  /** My outputs above 0 (step 1), each to match with one of the service's products. */
  outputs: readonly WantedOutput[];
}

/**
 * Step 3, outsourced (docs/domain.md#outsourcing): the product homologation — for each of my
 * outputs, the product of the provider's service it corresponds to, of the same unit, each a
 * different one.
 */
export function HomologateStep({ outputs }: Props) {
  const { t, i18n } = useTranslation(['production', 'common']);
  const form = Form.useFormInstance();
  const { providerId, serviceId, requiredDate } = form.getFieldsValue(true) as OutsourceValues;
  const { providers } = useProvidersWithServices(true);
  const provider = providers?.find((item) => item._id === providerId);
  const offered = provider?.services.find((item) => item._id === serviceId);
  const chosen = useServiceOutputs(providerId, serviceId);
  const names = outputs.map((output) => ['counterparts', output.product._id]);

  const distinct = (productId: string): FormRule => ({
    validator: async (_, value: unknown) => {
      const others = outputs.filter((output) => output.product._id !== productId);
      if (value && others.some((output) => form.getFieldValue(['counterparts', output.product._id]) === value))
        throw new Error(t('production:homologate.duplicate'));
    },
  });

  return (
    <>
      <Descriptions size="small" column={1} className="pr-start-summary" data-testid="outsource-summary">
        <Descriptions.Item label={t('production:outsource.provider')}>{provider ? providerLabel(provider) : '—'}</Descriptions.Item>
        <Descriptions.Item label={t('production:outsource.service')}>{offered ? serviceLabel(offered) : '—'}</Descriptions.Item>
        <Descriptions.Item label={t('production:outsource.requiredDate')}>{requiredDate ? formatDay(requiredDate) : '—'}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph>{t('production:homologate.intro')}</Typography.Paragraph>
      {chosen.error && (
        <LoadError title={t('production:homologate.loadError')} message={chosen.error} onRetry={chosen.reload} testId="homologate-load-error" />
      )}
      {chosen.loading && <Skeleton rows={2} />}
      {!chosen.loading && !chosen.error && !chosen.service && (
        <Alert type="warning" showIcon title={t('production:homologate.serviceGone')} className="pr-form-error" data-testid="homologate-gone" />
      )}
      {chosen.service &&
        outputs.map(({ product, amount }) => {
          const options = counterpartOptions(product, chosen.service?.outputProducts ?? []);
          return (
            <Form.Item
              key={product._id}
              name={['counterparts', product._id]}
              label={t('production:homologate.mine', {
                name: product.name,
                amount: formatAmount(amount, i18n.language),
                unit: product.unitMeasure,
              })}
              dependencies={names.filter((name) => name[1] !== product._id)}
              rules={[{ required: true, message: t('production:homologate.required') }, distinct(product._id)]}
            >
              <Select
                options={options.map((option) => ({ value: option._id, label: `${option.name} (${option.unitMeasure})` }))}
                placeholder={t('production:homologate.placeholder')}
                notFoundContent={t('production:homologate.noSameUnit', { unit: product.unitMeasure })}
                data-testid={`homologate-${product.name}`}
              />
            </Form.Item>
          );
        })}
    </>
  );
}
