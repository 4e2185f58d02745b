import { useTranslation } from 'react-i18next';
import { ListBody, PageCard } from '@agrocadena/shared-ui';
import '../i18n/register';
import { ContactsTable } from '../features/contacts/components/contacts-table';
import { useContactsList } from '../features/contacts/hooks/use-contacts-list';

/** /clients: the users whose requests I agreed to, 12 a page. */
export default function ClientsPage() {
  const { t } = useTranslation(['account', 'common']);
  const list = useContactsList('clients');
  return (
    <PageCard title={t('account:contacts.clients.title')} subtitle={t('account:contacts.clients.subtitle')} width={900} testId="clients">
      <ListBody
        list={list}
        shown={list.items.length}
        errorTitle={t('account:contacts.clients.loadError')}
        errorTestId="clients-load-error"
        empty={{ title: t('common:errors.nothingToShow'), testId: 'clients-empty' }}
      >
        <ContactsTable list={list} testId="clients-table" />
      </ListBody>
    </PageCard>
  );
}
