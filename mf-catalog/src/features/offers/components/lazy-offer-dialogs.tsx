import { onDemand } from '@agrocadena/shared-ui';
import type { OfferDialogsFlow } from './offer-dialogs';

const OfferDialogs = onDemand(() => import('./offer-dialogs').then((module) => module.OfferDialogs));

/**
 * The catalogue's shared dialogs, fetched (with the forms half of shared-ui) the first time one
 * opens: a visitor who only browses downloads none of it (issue 13).
 */
export function LazyOfferDialogs({ flow }: { flow: OfferDialogsFlow }) {
  return flow.providerId !== null || flow.guest || flow.sent ? <OfferDialogs flow={flow} /> : null;
}
