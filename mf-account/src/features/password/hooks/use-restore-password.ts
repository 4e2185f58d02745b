import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { restorePassword } from '../api/password-api';
import type { PasswordSubmit } from '../components/password-form';
import { useToast } from '@agrocadena/shared-ui';

/** POST /restorePassword with the token of the mailed link, then on to /login. */
export function useRestorePassword(token: string) {
  const { t } = useTranslation('account');
  const toast = useToast();
  const navigate = useNavigate();

  return useMutation({
    mutationFn: (values: PasswordSubmit) => restorePassword({ token, ...values }),
    onSuccess: () => {
      toast.success(t('password.passwordRestored'));
      navigate('/login', { replace: true });
    },
  });
}
