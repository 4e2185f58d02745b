import { useState } from 'react';
import { Alert, Button, Form, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@agrocadena/contracts';
import { DayField, messageOf, personName, showServerError } from '@agrocadena/shared-ui';
import { RequestLines } from '../../lists/components/request-lines';
import { myStockQuery } from '../../goods/api/my-stock';
import { publicServicesOfType } from '../../goods/api/public-services';
import { MyGoodsField } from '../../goods/components/my-goods-field';
import { useNewRequest } from '../../goods/hooks/use-new-request';
import { freeProducts, goodsLines } from '../../goods/rules/my-goods';
import { serviceLabel } from '../../storage/rules/storage-form';
import { linkedRequestQuery, myClientsQuery, requestTransportService } from '../api/transport-api';
import { NOT_REGISTERED, toTransportBody, type TransportFormValues } from '../rules/transport-form';
import { AddressField } from './address-field';
import './transport-form.css';

interface Props {
  user: SessionUser;
  serviceId?: string;
  /** An accepted purchase of mine: its goods travel, to me; no products or recipient are asked. */
  linkedRequestId?: string;
  onSent: () => void;
}

/**
 * Spec §5, request transport: a transport service, the shipping day (after today), origin and
 * destination (address dialogs), and the goods with their recipient — or a purchase's goods.
 */
export function TransportForm({ user, serviceId, linkedRequestId, onSent }: Props) {
  const { t } = useTranslation(['requests', 'common']);
  const [form] = Form.useForm<TransportFormValues>();
  const [error, setError] = useState<string | null>(null);
  const services = useQuery(publicServicesOfType('TRANSPORT'));
  const linked = useQuery({ ...linkedRequestQuery(linkedRequestId ?? ''), enabled: Boolean(linkedRequestId) });
  const stock = useQuery({ ...myStockQuery(user._id), enabled: !linkedRequestId });
  const clients = useQuery({ ...myClientsQuery(user._id), enabled: !linkedRequestId });
  const send = useNewRequest(requestTransportService);
  const products = freeProducts(stock.data ?? []);
  const options = (services.data?.items ?? [])
    .filter((service) => service.user._id !== user._id)
    .map((service) => ({ value: service._id, label: serviceLabel(service, personName(service.user)) }));
  const recipients = [
    ...(clients.data ?? []).map((client) => ({ value: client._id, label: personName(client) })),
    { value: NOT_REGISTERED, label: t('requests:transport.notRegistered') },
  ];
  const addressRule = { required: true, message: t('common:validation.requiredField') };

  function onFinish(values: TransportFormValues) {
    if (!linkedRequestId && goodsLines(products, values.amounts).length === 0) {
      setError(t('common:validation.pleaseVerifyProducts'));
      return;
    }
    setError(null);
    send.mutate(toTransportBody(values, products, linked.data), {
      onSuccess: onSent,
      onError: (failure) => {
        setError(failure.message);
        showServerError(form, failure, { fields: ['serviceId', 'wishDate', 'originAddress', 'destinationAddress', 'recipient'] });
      },
    });
  }

  const loadError = services.error ?? stock.error ?? clients.error ?? linked.error;
  return (
    <Form<TransportFormValues>
      form={form}
      name="request-transport"
      layout="vertical"
      size="large"
      initialValues={{ serviceId, amounts: {} }}
      onFinish={onFinish}
      onFinishFailed={() => setError(t('common:validation.fillInTheRequiredFields'))}
      onValuesChange={() => setError(null)}
      scrollToFirstError={{ block: 'center' }}
      data-testid="transport-form"
    >
      {loadError && <Alert type="warning" showIcon title={t('requests:transport.loadError')} description={messageOf(loadError)} />}
      <Form.Item name="serviceId" label={t('requests:transport.service')} rules={[{ required: true, message: t('common:validation.defineService') }]}>
        <Select
          options={options}
          loading={services.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('requests:transport.servicePlaceholder')}
          notFoundContent={services.isLoading ? undefined : t('requests:transport.noServices')}
          data-testid="transport-service"
        />
      </Form.Item>
      <DayField name="wishDate" label={t('requests:transport.wishDate')} testId="transport-date" afterToday />
      <Form.Item name="originAddress" label={t('requests:transport.origin')} rules={[addressRule]}>
        <AddressField dialogTitle={t('requests:transport.origin')} testId="transport-origin" />
      </Form.Item>
      <Form.Item name="destinationAddress" label={t('requests:transport.destination')} rules={[addressRule]}>
        <AddressField dialogTitle={t('requests:transport.destination')} testId="transport-destination" />
      </Form.Item>
      {linkedRequestId ? (
        <Form.Item label={t('requests:transport.linkedGoods')}>
          {linked.data?.product && (
            <RequestLines lines={[{ product: linked.data.product, amount: linked.data.amountAccepted ?? 0 }]} testId="transport-linked-goods" />
          )}
        </Form.Item>
      ) : (
        <>
          <MyGoodsField
            products={products}
            loading={stock.isLoading}
            legend={t('requests:transport.products')}
            hint={t('requests:transport.productsHint')}
            testId="transport-amount"
          />
          <Form.Item
            name="recipient"
            label={t('requests:transport.recipient')}
            rules={[{ required: true, message: t('common:validation.requiredField') }]}
          >
            <Select
              options={recipients}
              loading={clients.isLoading}
              placeholder={t('requests:transport.recipientPlaceholder')}
              data-testid="transport-recipient"
            />
          </Form.Item>
        </>
      )}
      {error && <Alert type="error" showIcon title={error} data-testid="transport-error" className="rq-transport-error" />}
      <Button type="primary" htmlType="submit" loading={send.isPending} block data-testid="transport-send">
        {t('requests:transport.send')}
      </Button>
    </Form>
  );
}
