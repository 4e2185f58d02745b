import { useMutation } from '@tanstack/react-query';
import type { Request } from '@agrocadena/contracts';

/**
 * A move of a request: it changes both sides' lists, the overview's and the header's unseen
 * counts, and the stock it reserves, hands over or receives. A 409 INVALID_REQUEST_TRANSITION
 * (someone moved the request first) has them read again too, to show where it now stands.
 */
export function useRequestMove<B>(call: (body: B) => Promise<Request>) {
  return useMutation({ mutationFn: call, meta: { changes: ['requests', 'products'] } });
}
