import { useMutation } from '@tanstack/react-query';

/** An application sent from a catalogue: a new request, which the sent lists and the overview count. */
export function useNewRequest<B, T>(call: (body: B) => Promise<T>) {
  return useMutation({ mutationFn: call, meta: { changes: ['requests'] } });
}
