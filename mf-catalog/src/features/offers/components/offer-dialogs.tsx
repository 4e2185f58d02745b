import type { useApplyFlow } from '../hooks/use-apply-flow';
import { LoginRequiredDialog } from './login-required-dialog';
import { RequestSentDialog } from './request-sent-dialog';
import { PersonCardDialog } from '@agrocadena/shared-ui/antd-forms';

/** The dialogs every catalogue shares: the provider's card, "please log in", "request sent". */
export type OfferDialogsFlow = Pick<ReturnType<typeof useApplyFlow>, 'providerId' | 'closeProvider' | 'guest' | 'closeGuest' | 'sent' | 'closeSent'>;

export function OfferDialogs({ flow }: { flow: OfferDialogsFlow }) {
  return (
    <>
      <PersonCardDialog userId={flow.providerId} source="public" onClose={flow.closeProvider} />
      <LoginRequiredDialog open={flow.guest} onClose={flow.closeGuest} />
      <RequestSentDialog open={flow.sent} onClose={flow.closeSent} />
    </>
  );
}
