import type { Contact } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { usePagedList, useSessionStore } from '@agrocadena/shared-ui';

export type ContactsKind = 'providers' | 'clients';

/** One page of my providers or clients, as usePagedList reads it. */
export interface ContactsList {
  items: Contact[];
  total: number;
  page: number;
  loading: boolean;
  error: string | null;
  setPage: (page: number) => void;
  reload: () => void;
}

/** One page (12) of my providers or my clients, most recent first; read once the user is known. */
export function useContactsList(kind: ContactsKind): ContactsList {
  const userId = useSessionStore((s) => s.user?._id);
  const route = kind === 'providers' ? routes.userProviders : routes.userClients;
  return usePagedList(route, userId ? { id: userId } : null);
}
