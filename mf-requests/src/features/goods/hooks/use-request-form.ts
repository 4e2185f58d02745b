import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Request } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { invalidateRoutes, showServerError } from '@agrocadena/shared-ui';
import { Form } from '@agrocadena/shared-ui/forms';

/**
 * A request page's form (storage, transport): the message above the send button — "fill in the
 * required fields", a rule of the page, or the server's refusal, also shown on the field it names —
 * cleared as soon as anything changes; what was typed always stays. Once sent, the sent lists (a
 * purchase whose transport was asked no longer offers one), the request and the overview are read again.
 */
export function useRequestForm<V extends object, B>(call: (body: B) => Promise<Request>, serverFields: readonly string[], onSent: () => void) {
  const { t } = useTranslation('common');
  const [form] = Form.useForm<V>();
  const [error, setError] = useState<string | null>(null);
  const client = useQueryClient();
  const send = useMutation({
    mutationFn: call,
    onSuccess: () =>
      invalidateRoutes(client, routes.requestsMadeToOthers, routes.requestsAcceptedToOthers, routes.requestsOverview, routes.getRequest),
  });
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
