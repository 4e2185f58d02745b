import { useEffect } from 'react';
import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import { useTranslation } from 'react-i18next';
import type { ProviderWithServices } from '@agrocadena/contracts';
import { isDayFromToday, LoadError, Skeleton, todayDate, Alert, Button } from '@agrocadena/shared-ui';
import { providerLabel, serviceLabel } from '../rules/outsourcing';
import { Form, Input } from '@agrocadena/shared-ui/forms';
import { Select } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  providers: ProviderWithServices[] | undefined;
  loading: boolean;
  error: string | null;
  reload: () => void;
  onAddProvider: () => void;
}

/**
 * Step 2, outsourced (docs/domain.md#outsourcing): the provider, one of its production services and
 * the day the run is required by (defineService, defineDate); with no provider offering one, a
 * notice and the way to add a provider.
 */
export function OutsourceFields({ providers, loading, error, reload, onAddProvider }: Props) {
  const { t } = useTranslation(['production', 'common']);
  const form = Form.useFormInstance();
  const providerId = Form.useWatch('providerId') as string | undefined;
  const services = providers?.find((provider) => provider._id === providerId)?.services ?? [];
  // A provider kept from before (one just added, back from /addProvider) that offers no production service is not chosen.
  const stale = Boolean(providers && providerId && !providers.some((provider) => provider._id === providerId));
  useEffect(() => {
    if (stale) form.setFieldsValue({ providerId: undefined, serviceId: undefined, counterparts: undefined });
  }, [stale, form]);

  if (error) return <LoadError title={t('production:outsource.loadError')} message={error} onRetry={reload} testId="outsource-load-error" />;
  if (loading || !providers) return <Skeleton rows={3} />;
  if (providers.length === 0)
    return (
      <Alert
        type="info"
        showIcon
        title={t('production:outsource.noProviders')}
        description={t('production:outsource.noProvidersHint')}
        action={
          <Button icon={<UserAddOutlined />} onClick={onAddProvider} data-testid="outsource-add-provider">
            {t('production:outsource.addProvider')}
          </Button>
        }
        className="pr-form-error"
        data-testid="outsource-no-providers"
      />
    );

  function chooseProvider(id: string) {
    // A service (and its homologation) belongs to the provider it was chosen from; one alone is chosen at once.
    const offered = providers?.find((provider) => provider._id === id)?.services ?? [];
    form.setFieldsValue({ serviceId: offered.length === 1 ? offered[0]._id : undefined, counterparts: undefined });
  }

  return (
    <>
      <Form.Item
        name="providerId"
        label={t('production:outsource.provider')}
        rules={[{ required: true, message: t('production:outsource.defineProvider') }]}
        extra={
          <Button
            type="link"
            icon={<UserAddOutlined />}
            onClick={onAddProvider}
            className="pr-start-add-provider"
            data-testid="outsource-add-provider"
          >
            {t('production:outsource.addProvider')}
          </Button>
        }
      >
        <Select
          options={providers.map((provider) => ({ value: provider._id, label: providerLabel(provider) }))}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('production:outsource.providerPlaceholder')}
          onChange={chooseProvider}
          data-testid="outsource-provider"
        />
      </Form.Item>
      <Form.Item
        name="serviceId"
        label={t('production:outsource.service')}
        rules={[{ required: true, message: t('common:validation.defineService') }]}
      >
        <Select
          options={services.map((service) => ({ value: service._id, label: serviceLabel(service) }))}
          disabled={!providerId}
          placeholder={t(providerId ? 'production:outsource.servicePlaceholder' : 'production:outsource.providerFirst')}
          onChange={() => form.setFieldsValue({ counterparts: undefined })}
          data-testid="outsource-service"
        />
      </Form.Item>
      <Form.Item
        name="requiredDate"
        label={t('production:outsource.requiredDate')}
        extra={t('production:outsource.requiredDateHint')}
        rules={[
          {
            validator: async (_, value: unknown) => {
              if (!value) throw new Error(t('common:validation.defineDate'));
              if (!isDayFromToday(value)) throw new Error(t('common:validation.notBeforeToday'));
            },
          },
        ]}
      >
        {/* Past days are not offered (min); today is. */}
        <Input type="date" min={todayDate()} className="pr-run-date-picker" data-testid="outsource-required-date" />
      </Form.Item>
    </>
  );
}
