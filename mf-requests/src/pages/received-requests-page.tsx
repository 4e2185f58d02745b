import { RequestListPage } from './request-list-page';

/** /userRequests/received: the requests made to me that wait for a step, unseen ones bold. */
export default function ReceivedRequestsPage() {
  return <RequestListPage side="received" group="pending" />;
}
