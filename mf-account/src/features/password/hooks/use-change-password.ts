import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { useSessionStore, useToast } from '@agrocadena/shared-ui';
import { changePassword } from '../api/password-api';
import type { PasswordSubmit } from '../components/password-form';

/** POST /changePassword; the server revokes every session, so the user logs in again. */
export function useChangePassword() {
  const { t } = useTranslation('common');
  const toast = useToast();
  const navigate = useNavigate();
  const clear = useSessionStore((s) => s.clear);

  return useMutation({
    mutationFn: (values: PasswordSubmit) => changePassword(values),
    onSuccess: () => {
      toast.success(t('success.passwordChanged'));
      // Router navigations are transitions, which a store update (always synchronous) overtakes: a
      // private-route guard would see "no session" on this page and send the user to `/`. So let the
      // guard react first, synchronously, then go on to /login (navigate works after this page unmounts).
      flushSync(() => clear());
      navigate('/login', { replace: true });
    },
  });
}
