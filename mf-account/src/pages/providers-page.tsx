import { useState } from 'react';
import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@agrocadena/contracts';
import { LinkButton, ListBody, PageCard, useSessionStore } from '@agrocadena/shared-ui';
import '../i18n/register';
import { ContactsTable } from '../features/contacts/components/contacts-table';
import { ProviderOptions } from '../features/contacts/components/provider-options';
import { RemoveProviderDialog } from '../features/contacts/components/remove-provider-dialog';
import { useContactsList } from '../features/contacts/hooks/use-contacts-list';

/** /providers: my providers, 12 a page, each with their services, their products and remove; add more. */
export default function ProvidersPage() {
  const { t } = useTranslation(['account', 'common']);
  const userId = useSessionStore((s) => s.user?._id);
  const list = useContactsList('providers');
  const [removing, setRemoving] = useState<Contact | null>(null);

  return (
    <PageCard title={t('account:contacts.providers.title')} subtitle={t('account:contacts.providers.subtitle')} width={1100} testId="providers">
      <div className="acc-toolbar">
        <LinkButton to="/addProvider" type="primary" size="large" icon={<UserAddOutlined />} data-testid="add-provider-link">
          {t('account:contacts.providers.add')}
        </LinkButton>
      </div>
      <ListBody
        list={list}
        shown={list.items.length}
        errorTitle={t('account:contacts.providers.loadError')}
        errorTestId="providers-load-error"
        empty={{ title: t('common:errors.nothingToShow'), testId: 'providers-empty' }}
      >
        <ContactsTable list={list} options={(provider) => <ProviderOptions provider={provider} onRemove={setRemoving} />} testId="providers-table" />
      </ListBody>
      {userId && <RemoveProviderDialog userId={userId} provider={removing} onClose={() => setRemoving(null)} />}
    </PageCard>
  );
}
