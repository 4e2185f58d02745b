import type { Request } from '@agrocadena/contracts';
import type { RequestAction } from '@agrocadena/contracts/core';
import { AcceptProductDialog } from './accept-product-dialog';
import { ConfirmMoveDialog, isConfirmedMove } from './confirm-move-dialog';
import { ProposePriceDialog } from './propose-price-dialog';
import { ReceiveDialog } from './receive-dialog';
import { RejectDialog } from './reject-dialog';

interface Props {
  action: RequestAction;
  request: Request;
  onClose: () => void;
  /** The move was made: the dialog is to close and the success to show. */
  onDone: () => void;
}

/**
 * The dialog of one move of the contract's REQUEST_ACTIONS; none for a move taken on another page
 * (accepting a production request starts its run in the start wizard) or never offered as a button.
 */
export function RequestMoveDialog({ action, ...props }: Props) {
  switch (action) {
    case 'acceptProduct':
      return <AcceptProductDialog {...props} />;
    case 'proposePrice':
      return <ProposePriceDialog {...props} />;
    case 'reject':
      return <RejectDialog {...props} />;
    case 'receive':
    case 'receiveDelivery':
      return <ReceiveDialog {...props} />;
    default:
      return isConfirmedMove(action) ? <ConfirmMoveDialog action={action} {...props} /> : null;
  }
}
