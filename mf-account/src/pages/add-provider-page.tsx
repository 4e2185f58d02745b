import { useTranslation } from 'react-i18next';
import { LoadError, PageCard, useSessionStore, Alert } from '@agrocadena/shared-ui';
import '../i18n/register';
import { ProviderAddedDialog } from '../features/contacts/components/provider-added-dialog';
import { ProviderResultsTable } from '../features/contacts/components/provider-results-table';
import { ProviderSearchForm } from '../features/contacts/components/provider-search-form';
import { useAddProviderFlow } from '../features/contacts/hooks/use-add-provider-flow';
import { useProviderSearch } from '../features/contacts/hooks/use-provider-search';
import type { ProviderSearchValues } from '../features/contacts/rules/provider-search';

/** /addProvider[?redirect=back]: find whoever offers something public and add them to my providers. */
export default function AddProviderPage() {
  const { t } = useTranslation('account');
  const userId = useSessionStore((s) => s.user?._id) ?? '';
  const search = useProviderSearch(userId);
  const flow = useAddProviderFlow(userId);

  function onSearch(values: ProviderSearchValues) {
    flow.clearError();
    search.search(values);
  }

  return (
    <PageCard
      title={t('contacts.search.title')}
      subtitle={t('contacts.search.subtitle')}
      back={{ to: '/providers', label: t('contacts.search.back') }}
      width={1100}
      testId="add-provider"
    >
      <ProviderSearchForm onSearch={onSearch} searching={search.loading} />
      {flow.error && <Alert type="error" showIcon title={flow.error} style={{ marginBottom: 16 }} data-testid="add-provider-error" />}
      {search.error ? (
        <LoadError variant="panel" title={t('contacts.search.failed')} message={search.error} onRetry={search.retry} testId="provider-search-error" />
      ) : (
        search.searched && <ProviderResultsTable results={search.results} loading={search.loading} adding={flow.addingId} onAdd={flow.add} />
      )}
      {flow.added !== null && <ProviderAddedDialog name={flow.added} onAddMore={flow.closeAdded} />}
    </PageCard>
  );
}
