import { useMutation } from '@tanstack/react-query';
import { removeProvider } from '../api/contacts-api';

/** POST /users/{id}/removeProvider; my list is read again, and a search no longer marks them mine. */
export function useRemoveProvider(userId: string) {
  return useMutation({
    mutationFn: (providerId: string) => removeProvider(userId, providerId),
    meta: { changes: ['contacts'] },
  });
}
