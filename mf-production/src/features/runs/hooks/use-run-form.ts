import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExecutedActivity } from '@agrocadena/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ApiError } from '@agrocadena/shared-ui';
import { Form } from '@agrocadena/shared-ui/forms';
import { useToast } from '@agrocadena/shared-ui';

/**
 * The form of a run's move: its values once valid (else "fill in the required fields", the fields
 * marked), and the move sent — on success a message and the dialog closes, on a refusal the
 * server's message shows in the dialog, which stays open.
 */
export function useRunForm<V extends object>(onClose: () => void) {
  const { t } = useTranslation(['production', 'common']);
  const toast = useToast();
  const [form] = Form.useForm<V>();
  const [error, setError] = useState<string | null>(null);

  async function validated(fields?: (string | (string | number)[])[]): Promise<V | null> {
    setError(null);
    try {
      await form.validateFields(fields as never);
      return form.getFieldsValue(true) as V;
    } catch {
      setError(t('common:validation.fillInTheRequiredFields'));
      return null;
    }
  }

  /** `then` hears of the run as the move left it, after the dialog closed (e.g. to go on with its order). */
  function send<B>(move: UseMutationResult<ExecutedActivity, ApiError, B>, body: B, success: string, then?: (run: ExecutedActivity) => void) {
    setError(null);
    move.mutate(body, {
      onSuccess: (run) => {
        toast.success(t(success));
        onClose();
        then?.(run);
      },
      onError: (failure) => setError(failure.message),
    });
  }

  return { form, error, setError, validated, send };
}
