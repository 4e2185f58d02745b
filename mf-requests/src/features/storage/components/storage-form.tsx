import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@agrocadena/contracts';
import { messageOf, personName, Typography, Alert, Button } from '@agrocadena/shared-ui';
import { myStockQuery } from '../../../shared/api/my-stock';
import { MyGoodsField } from '../../../shared/components/my-goods-field';
import { ServiceField } from '../../../shared/components/service-field';
import { useRequestForm } from '../../../shared/hooks/use-request-form';
import { freeProducts, goodsLines } from '../../../shared/rules/my-goods';
import { requestStorageService } from '../api/storage-api';
import { toStorageBody, type StorageFormValues } from '../rules/storage-form';
import './storage-form.css';
import { Form, DayField } from '@agrocadena/shared-ui/forms';

interface Props {
  user: SessionUser;
  /** Preselected from the catalogue's storage card or a product's row. */
  serviceId?: string;
  productId?: string;
  onSent: () => void;
}

/**
 * Request storage (docs/domain.md#storage-requests): a storage service (who offers it and where it
 * stores), me as the requester, how much of each of my products, from and until which day — every
 * one required.
 */
export function StorageForm({ user, serviceId, productId, onSent }: Props) {
  const { t } = useTranslation(['requests', 'common']);
  const stock = useQuery(myStockQuery(user._id));
  const ask = useRequestForm<StorageFormValues, Parameters<typeof requestStorageService>[0]>(
    requestStorageService,
    ['serviceId', 'startDate', 'finishedDate'],
    onSent,
  );
  const products = freeProducts(stock.data ?? []);

  function onFinish(values: StorageFormValues) {
    if (goodsLines(products, values.amounts).length === 0) return ask.setError(t('common:validation.pleaseVerifyProducts'));
    ask.send(toStorageBody(values, products));
  }

  return (
    <Form<StorageFormValues>
      {...ask.formProps}
      name="request-storage"
      initialValues={{ serviceId, amounts: {} }}
      onFinish={onFinish}
      data-testid="storage-form"
    >
      {stock.error && <Alert type="warning" showIcon title={t('requests:storage.loadError')} description={messageOf(stock.error)} />}
      <ServiceField
        type="STORAGE"
        userId={user._id}
        label={t('requests:storage.service')}
        placeholder={t('requests:storage.servicePlaceholder')}
        noneText={t('requests:storage.noServices')}
        testId="storage-service"
      />
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
      {ask.error && <Alert type="error" showIcon title={ask.error} data-testid="storage-error" className="rq-form-error" />}
      <Button type="primary" htmlType="submit" loading={ask.pending} block data-testid="storage-send">
        {t('requests:storage.send')}
      </Button>
    </Form>
  );
}
