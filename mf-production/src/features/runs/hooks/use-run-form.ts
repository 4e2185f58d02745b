import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExecutedActivity } from '@agrocadena/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ApiError } from '@agrocadena/shared-ui';
import { Form } from '@agrocadena/shared-ui/forms';
import { useToast } from '@agrocadena/shared-ui';

/**
 * The form of a run's move: its values once valid (else "fill in the required fields", or the one
 * refusal, the fields marked), and the move sent — on success a message and the dialog closes, on a refusal the
 * server's message shows in the dialog, which stays open.
 */
export function useRunForm<V extends object>(onClose: () => void) {
  const { t } = useTranslation(['production', 'common']);
  const toast = useToast();
  const [form] = Form.useForm<V>();
  const [error, setError] = useState<string | null>(null);

  // Something left blank reads "fill in the required fields"; when everything refused was typed,
  // its own refusal (a final cost below the running cost) is said in the dialog too, not only under the field.
  function refusalOf(failure: unknown): string {
    const fields = (failure as { errorFields?: { name: (string | number)[]; errors: string[] }[] }).errorFields ?? [];
    const typed = (name: (string | number)[]) => {
      const value: unknown = form.getFieldValue(name as never);
      return value !== undefined && value !== null && String(value).trim() !== '';
    };
    const refusal = fields.every((field) => typed(field.name)) ? fields[0]?.errors[0] : undefined;
    return refusal ?? t('common:validation.fillInTheRequiredFields');
  }

  async function validated(fields?: (string | (string | number)[])[]): Promise<V | null> {
    setError(null);
    try {
      await form.validateFields(fields as never);
      return form.getFieldsValue(true) as V;
    } catch (failure) {
      setError(refusalOf(failure));
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
