import type { ReactNode } from 'react';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import ToolOutlined from '@ant-design/icons/ToolOutlined';
import UserDeleteOutlined from '@ant-design/icons/UserDeleteOutlined';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@agrocadena/contracts';
import { Inline, LinkButton, personName, RowAction } from '@agrocadena/shared-ui';

interface Props {
  provider: Contact;
  onRemove: (provider: Contact) => void;
}

/** A row's icon link, named like shared-ui's RowAction: a real link, so it opens in a new tab too. */
function RowLink({ to, label, icon, testId }: { to: string; label: string; icon: ReactNode; testId: string }) {
  return (
    <LinkButton to={to} type="text" size="large" icon={icon} aria-label={label} title={label} data-testid={testId}>
      {null}
    </LinkButton>
  );
}

/** View the provider's services, their products (the catalogues, filtered to them), or remove them. */
export function ProviderOptions({ provider, onRemove }: Props) {
  const { t } = useTranslation('account');
  const name = personName(provider);
  const id = encodeURIComponent(provider._id);
  return (
    <Inline gap={0} wrap={false}>
      <RowLink
        to={`/servicesCatalog?providerId=${id}`}
        label={t('contacts.providers.viewServices', { name })}
        icon={<ToolOutlined />}
        testId="provider-services"
      />
      <RowLink
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
