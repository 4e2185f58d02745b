import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import type { Request } from '@agrocadena/contracts';
import { showServerError, type ApiError, type FieldMapping } from '@agrocadena/shared-ui';
import { Form } from '@agrocadena/shared-ui/forms';

/**
 * The form of a move: its values once valid (else, when asked, "fill in the required fields" above
 * the marked fields), and the move sent — on success `onDone`; on a refusal the server's message
 * under the field it names (`fields`), or else in the dialog, which stays open either way. The
 * message above the fields goes as soon as the person edits them (`onValuesChange`): it spoke of
 * what they have just corrected. `handled` takes a refusal first: true when it dealt with it (a
 * question asked before the move is sent again).
 */
export function useMoveForm<V extends object>(onDone: () => void, fields?: FieldMapping) {
  const { t } = useTranslation('common');
  const [form] = Form.useForm<V>();
  const [error, setError] = useState<string | null>(null);

  async function validated({ alert = true }: { alert?: boolean } = {}): Promise<V | null> {
    setError(null);
    try {
      await form.validateFields();
      return form.getFieldsValue(true) as V;
    } catch {
      if (alert) setError(t('validation.fillInTheRequiredFields'));
      return null;
    }
  }

  function send<B>(move: UseMutationResult<Request, ApiError, B>, body: B, handled?: (failure: ApiError) => boolean) {
    setError(null);
    move.mutate(body, {
      onSuccess: onDone,
      onError: (failure) => {
        if (handled?.(failure)) return;
        const field = fields ? showServerError(form, failure, fields) : undefined;
        if (field === undefined) setError(failure.message);
      },
    });
  }

  const onValuesChange = () => setError(null);

  return { form, error, setError, validated, send, onValuesChange };
}
