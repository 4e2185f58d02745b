import { useState } from 'react';
import { Alert, Button, Form, Select, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DayField, messageOf, personName, showServerError } from '@agrocadena/shared-ui';
import type { SessionUser } from '@agrocadena/contracts';
import { myStockQuery } from '../../goods/api/my-stock';
import { MyGoodsField } from '../../goods/components/my-goods-field';
import { freeProducts, goodsLines } from '../../goods/rules/my-goods';
import { publicServicesOfType } from '../../goods/api/public-services';
import { requestStorageService } from '../api/storage-api';
import { useNewRequest } from '../../goods/hooks/use-new-request';
import { serviceLabel, toStorageBody, type StorageFormValues } from '../rules/storage-form';
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
  const { t } = useTranslation(['requests', 'common']);
  const [form] = Form.useForm<StorageFormValues>();
  const [error, setError] = useState<string | null>(null);
  const services = useQuery(publicServicesOfType('STORAGE'));
  const stock = useQuery(myStockQuery(user._id));
  const send = useNewRequest(requestStorageService);
  const products = freeProducts(stock.data ?? []);
  const options = (services.data?.items ?? [])
    .filter((service) => service.user._id !== user._id)
    .map((service) => ({ value: service._id, label: serviceLabel(service, personName(service.user)) }));

  function onFinish(values: StorageFormValues) {
    if (goodsLines(products, values.amounts).length === 0) {
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
      <MyGoodsField
        products={products}
        loading={stock.isLoading}
        legend={t('requests:storage.products')}
        hint={t('requests:storage.productsHint')}
        productId={productId}
        testId="storage-amount"
      />
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
