import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@agrocadena/contracts';
import { messageOf, personName, Alert, Button } from '@agrocadena/shared-ui';
import { RequestLines } from '../../../shared/components/request-lines';
import { myStockQuery } from '../../../shared/api/my-stock';
import { MyGoodsField } from '../../../shared/components/my-goods-field';
import { ServiceField } from '../../../shared/components/service-field';
import { useRequestForm } from '../../../shared/hooks/use-request-form';
import { freeProducts, goodsLines } from '../../../shared/rules/my-goods';
import { linkedRequestQuery, myClientsQuery, requestTransportService } from '../api/transport-api';
import { NOT_REGISTERED, linkedGoods, toTransportBody, type TransportFormValues } from '../../../shared/rules/transport-form';
import { AddressField } from './address-field';
import { CollectPriceField } from './collect-price-field';
import './transport-form.css';
import { Form, DayField } from '@agrocadena/shared-ui/forms';
import { Select } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  user: SessionUser;
  serviceId?: string;
  /**
   * An accepted purchase of mine (its goods travel to me), or a production request made to me whose
   * outputs are ready (they travel to its requester): no products or recipient are asked.
   */
  linkedRequestId?: string;
  onSent: () => void;
}

/**
 * Request transport (docs/domain.md#transport-requests): a transport service, the shipping day
 * (after today), origin and destination (address dialogs), and the goods with their recipient — or
 * a linked request's goods.
 */
export function TransportForm({ user, serviceId, linkedRequestId, onSent }: Props) {
  const { t } = useTranslation(['requests', 'common']);
  const linked = useQuery({ ...linkedRequestQuery(linkedRequestId ?? ''), enabled: Boolean(linkedRequestId) });
  const stock = useQuery({ ...myStockQuery(user._id), enabled: !linkedRequestId });
  const clients = useQuery({ ...myClientsQuery(user._id), enabled: !linkedRequestId });
  const ask = useRequestForm<TransportFormValues, Parameters<typeof requestTransportService>[0]>(
    requestTransportService,
    ['serviceId', 'wishDate', 'originAddress', 'destinationAddress', 'recipient'],
    onSent,
  );
  const products = freeProducts(stock.data ?? []);
  const recipients = [
    ...(clients.data ?? []).map((client) => ({ value: client._id, label: personName(client) })),
    { value: NOT_REGISTERED, label: t('requests:transport.notRegistered') },
  ];
  const addressRule = { required: true, message: t('common:validation.requiredField') };

  function onFinish(values: TransportFormValues) {
    if (!linkedRequestId && goodsLines(products, values.amounts).length === 0) return ask.setError(t('common:validation.pleaseVerifyProducts'));
    ask.send(toTransportBody(values, products, linkedRequestId ? { _id: linkedRequestId } : undefined));
  }

  const loadError = stock.error ?? clients.error ?? linked.error;
  return (
    <Form<TransportFormValues>
      {...ask.formProps}
      name="request-transport"
      initialValues={{ serviceId, amounts: {} }}
      onFinish={onFinish}
      data-testid="transport-form"
    >
      {loadError && <Alert type="warning" showIcon title={t('requests:transport.loadError')} description={messageOf(loadError)} />}
      <ServiceField
        type="TRANSPORT"
        userId={user._id}
        label={t('requests:transport.service')}
        placeholder={t('requests:transport.servicePlaceholder')}
        noneText={t('requests:transport.noServices')}
        testId="transport-service"
      />
      <DayField name="wishDate" label={t('requests:transport.wishDate')} testId="transport-date" afterToday />
      <Form.Item name="originAddress" label={t('requests:transport.origin')} rules={[addressRule]}>
        <AddressField dialogTitle={t('requests:transport.origin')} testId="transport-origin" />
      </Form.Item>
      <Form.Item name="destinationAddress" label={t('requests:transport.destination')} rules={[addressRule]}>
        <AddressField dialogTitle={t('requests:transport.destination')} testId="transport-destination" />
      </Form.Item>
      {linkedRequestId ? (
        <Form.Item
          label={
            linked.data?.kind === 'PRODUCTION'
              ? t('requests:transport.linkedOutputs', { requester: personName(linked.data.requester) })
              : t('requests:transport.linkedGoods')
          }
        >
          {linked.data && <RequestLines lines={linkedGoods(linked.data)} testId="transport-linked-goods" />}
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
          <CollectPriceField />
        </>
      )}
      {ask.error && <Alert type="error" showIcon title={ask.error} data-testid="transport-error" className="rq-form-error" />}
      <Button type="primary" htmlType="submit" loading={ask.pending} block data-testid="transport-send">
        {t('requests:transport.send')}
      </Button>
    </Form>
  );
}
