import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@agrocadena/contracts';
import { personName, rememberNewProvider, useToast } from '@agrocadena/shared-ui';
import { useAddProvider } from './use-add-provider';

/**
 * Adding a search result to my providers. Opened with ?redirect=back (from a form that needs a
 * provider), it leaves the new provider for that form and goes back one page; otherwise a dialog
 * offers to add more or to go to the providers list.
 */
export function useAddProviderFlow(userId: string) {
  const { t } = useTranslation(['account', 'common']);
  const toast = useToast();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const goBack = search.get('redirect') === 'back';
  const adding = useAddProvider(userId);
  const [added, setAdded] = useState<string | null>(null);

  function add(contact: Contact) {
    adding.mutate(contact._id, {
      onSuccess: () => {
        if (!goBack) return setAdded(personName(contact));
        toast.success(t('account:contacts.search.added', { name: personName(contact) }));
        rememberNewProvider(contact._id);
        navigate(-1);
      },
    });
  }

  const error = adding.error
    ? adding.error.code === 'PROVIDER_ALREADY_ADDED'
      ? t('common:validation.theProviderIsAlreadyOnYourProviderList')
      : adding.error.message
    : null;

  return {
    add,
    addingId: adding.isPending ? (adding.variables ?? null) : null,
    error,
    clearError: adding.reset,
    /** The name of the provider just added, while the dialog asks what next. */
    added,
    closeAdded: () => setAdded(null),
  };
}
