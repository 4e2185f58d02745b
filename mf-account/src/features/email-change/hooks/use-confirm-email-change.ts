import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@agrocadena/contracts/client';
import { forgetRow, useOncePerKey, useSessionStore } from '@agrocadena/shared-ui';
import { confirmEmailChange } from '../api/email-change-api';

/**
 * Spends the mailed token once the page opens. When this browser holds the same account's session, the top bar and the
 * cached profile follow the new address.
 */
export function useConfirmEmailChange(token: string) {
  const client = useQueryClient();
  const confirmation = useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: ({ _id, email }) => {
      const session = useSessionStore.getState();
      if (session.user?._id !== _id) return;
      session.updateUser({ email });
      // Dropped, not just marked stale: the profile form takes its values once, when it mounts.
      forgetRow(client, routes.getUser, { id: _id });
    },
  });
  useOncePerKey(token, confirmation.mutate);
  return confirmation;
}
