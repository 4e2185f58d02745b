import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import ToolOutlined from '@ant-design/icons/ToolOutlined';
import UserDeleteOutlined from '@ant-design/icons/UserDeleteOutlined';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@agrocadena/contracts';
import { Inline, personName, RowAction } from '@agrocadena/shared-ui';

interface Props {
  provider: Contact;
  onRemove: (provider: Contact) => void;
}

/** View the provider's services, their products (the catalogues, filtered to them), or remove them. */
export function ProviderOptions({ provider, onRemove }: Props) {
  const { t } = useTranslation('account');
  const name = personName(provider);
  const id = encodeURIComponent(provider._id);
  return (
    <Inline gap={0} wrap={false}>
      <RowAction
        to={`/servicesCatalog?providerId=${id}`}
        label={t('contacts.providers.viewServices', { name })}
        icon={<ToolOutlined />}
        testId="provider-services"
      />
      <RowAction
        to={`/productsCatalog?providerId=${id}`}
        label={t('contacts.providers.viewProducts', { name })}
        icon={<AppstoreOutlined />}
        testId="provider-products"
      />
      <RowAction
        label={t('contacts.providers.remove', { name })}
        icon={<UserDeleteOutlined />}
        onClick={() => onRemove(provider)}
        testId="provider-remove"
        danger
      />
    </Inline>
  );
}
