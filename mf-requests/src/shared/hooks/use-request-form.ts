import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Request } from '@agrocadena/contracts';
import { showServerError } from '@agrocadena/shared-ui';
import { Form } from '@agrocadena/shared-ui/forms';

/**
 * A request page's form (storage, transport): the message above the send button — "fill in the
 * required fields", a rule of the page, or the server's refusal, also shown on the field it names —
 * cleared as soon as anything changes; what was typed always stays. Sending changes the requests (a
 * purchase whose transport was asked no longer offers one).
 */
export function useRequestForm<V extends object, B>(call: (body: B) => Promise<Request>, serverFields: readonly string[], onSent: () => void) {
  const { t } = useTranslation('common');
  const [form] = Form.useForm<V>();
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({ mutationFn: call, meta: { changes: ['requests'] } });
  return {
    error,
    setError,
    pending: send.isPending,
    send(body: B) {
      setError(null);
      send.mutate(body, {
        onSuccess: onSent,
        onError: (failure) => {
          setError(failure.message);
          showServerError(form, failure, { fields: serverFields });
        },
      });
    },
    formProps: {
      form,
      layout: 'vertical' as const,
      size: 'large' as const,
      onFinishFailed: () => setError(t('validation.fillInTheRequiredFields')),
      onValuesChange: () => setError(null),
      scrollToFirstError: { block: 'center' as const },
    },
  };
}
