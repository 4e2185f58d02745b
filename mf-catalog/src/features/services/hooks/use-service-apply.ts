import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import { showServerError, type ApiError } from '@agrocadena/shared-ui';
import { Form } from '@agrocadena/shared-ui/forms';

/** Fields a refusal may name: the day (a past one is refused with pastDate). */
const SERVER_FIELDS = { fields: ['requiredDate'] };

/**
 * The form of an application for a service: its values once valid (else "fill in the required
 * fields", the fields marked), then the request sent — on success `onSent`; on a refusal its
 * message under the field it names, or in the dialog, which stays open.
 */
export function useServiceApply<V extends object>(onSent: () => void) {
  const { t } = useTranslation(['catalog', 'common']);
  const [form] = Form.useForm<V>();
  const [error, setError] = useState<string | null>(null);
  const missing = () => setError(t('common:validation.fillInTheRequiredFields'));

  async function validated(): Promise<V | null> {
    setError(null);
    try {
      await form.validateFields();
      return form.getFieldsValue(true) as V;
    } catch {
      missing();
      return null;
    }
  }

  function send<B, T>(request: UseMutationResult<T, ApiError, B>, body: B) {
    setError(null);
    request.mutate(body, {
      onSuccess: onSent,
      onError: (failure) => {
        if (failure.code === 'OWN_OFFER') setError(t('common:validation.youCannotOrderMadeByYourself', { thing: t('catalog:things.service') }));
        else if (showServerError(form, failure, SERVER_FIELDS) === undefined) setError(failure.message);
      },
    });
  }

  return { form, error, missing, validated, send };
}
