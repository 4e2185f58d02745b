import { useState } from 'react';
import { Alert, Button, Form, Select, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DayField,
  NUMBER_FIELD_TRIGGERS,
  QuantityInput,
  formatAmount,
  messageOf,
  numberInputRule,
  personName,
  readableNumber,
  showServerError,
} from '@agrocadena/shared-ui';
import type { SessionUser } from '@agrocadena/contracts';
import { myStockQuery, storageServicesQuery } from '../api/storage-api';
import { useRequestStorage } from '../hooks/use-request-storage';
import { availableOf, serviceLabel, storableProducts, storageLines, toStorageBody, type StorageFormValues } from '../rules/storage-form';
import './storage-form.css';

interface Props {
  user: SessionUser;
  /** Preselected from the catalogue's storage card or a product's row. */
  serviceId?: string;
  productId?: string;
  onSent: () => void;
}

/**
 * Spec §5, request storage: a storage service (who offers it and where it stores), me as the
 * requester, how much of each of my products, from and until which day — every one required.
 */
export function StorageForm({ user, serviceId, productId, onSent }: Props) {
  const { t, i18n } = useTranslation(['requests', 'common']);
  const [form] = Form.useForm<StorageFormValues>();
  const [error, setError] = useState<string | null>(null);
  const services = useQuery(storageServicesQuery());
  const stock = useQuery(myStockQuery(user._id));
  const send = useRequestStorage();
  const products = storableProducts(stock.data ?? []);
  const options = (services.data?.items ?? [])
    .filter((service) => service.user._id !== user._id)
    .map((service) => ({ value: service._id, label: serviceLabel(service, personName(service.user)) }));

  function onFinish(values: StorageFormValues) {
    if (storageLines(products, values.amounts).length === 0) {
      setError(t('common:validation.pleaseVerifyProducts'));
      return;
    }
    setError(null);
    send.mutate(toStorageBody(values as Required<StorageFormValues>, products), {
      onSuccess: onSent,
      onError: (failure) => {
        setError(failure.message);
        showServerError(form, failure, { fields: ['serviceId', 'startDate', 'finishedDate'] });
      },
    });
  }

  const loadError = services.error ?? stock.error;
  return (
    <Form<StorageFormValues>
      form={form}
      name="request-storage"
      layout="vertical"
      size="large"
      initialValues={{ serviceId, amounts: {} }}
      onFinish={onFinish}
      onFinishFailed={() => setError(t('common:validation.fillInTheRequiredFields'))}
      onValuesChange={() => setError(null)}
      scrollToFirstError={{ block: 'center' }}
      data-testid="storage-form"
    >
      {loadError && <Alert type="warning" showIcon title={t('requests:storage.loadError')} description={messageOf(loadError)} />}
      <Form.Item name="serviceId" label={t('requests:storage.service')} rules={[{ required: true, message: t('common:validation.defineService') }]}>
        <Select
          options={options}
          loading={services.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('requests:storage.servicePlaceholder')}
          notFoundContent={services.isLoading ? undefined : t('requests:storage.noServices')}
          data-testid="storage-service"
        />
      </Form.Item>
      <Form.Item label={t('requests:storage.requester')}>
        <Typography.Text strong data-testid="storage-requester">
          {personName(user)}
        </Typography.Text>
      </Form.Item>
      <fieldset className="rq-storage-products">
        <legend>{t('requests:storage.products')}</legend>
        <Typography.Paragraph type="secondary">{t('requests:storage.productsHint')}</Typography.Paragraph>
        {!stock.isLoading && products.length === 0 && <Typography.Text type="secondary">{t('requests:storage.nothingToStore')}</Typography.Text>}
        <ul>
          {products.map((product) => {
            const free = availableOf(product);
            return (
              <li key={product._id} className="rq-storage-product">
                <span>
                  {product.name}{' '}
                  <Typography.Text type="secondary">
                    ({t('requests:storage.free', { amount: formatAmount(free, i18n.language), unit: product.unitMeasure })})
                  </Typography.Text>
                </span>
                <Form.Item
                  name={['amounts', product._id]}
                  validateTrigger={NUMBER_FIELD_TRIGGERS}
                  initialValue={product._id === productId ? free : undefined}
                  rules={[
                    numberInputRule,
                    {
                      validator: async (_, value: unknown) => {
                        const amount = readableNumber(value);
                        if (amount !== null && amount > free)
                          throw new Error(t('requests:storage.aboveFree', { amount: formatAmount(free, i18n.language), unit: product.unitMeasure }));
                      },
                    },
                  ]}
                >
                  <QuantityInput suffix={product.unitMeasure} aria-label={product.name} data-testid={`storage-amount-${product.name}`} />
                </Form.Item>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="rq-storage-days">
        <DayField name="startDate" label={t('requests:storage.startDate')} testId="storage-start" />
        <DayField
          name="finishedDate"
          label={t('requests:storage.finishedDate')}
          testId="storage-finish"
          notBefore={{ field: 'startDate', message: t('requests:storage.finishBeforeStart') }}
        />
      </div>
      {error && <Alert type="error" showIcon title={error} data-testid="storage-error" className="rq-storage-error" />}
      <Button type="primary" htmlType="submit" loading={send.isPending} block data-testid="storage-send">
        {t('requests:storage.send')}
      </Button>
    </Form>
  );
}
