import { RequestListPage } from './request-list-page';

/** /userRequests/sent: my requests that still wait for a step, unseen ones bold. */
export default function SentRequestsPage() {
  return <RequestListPage side="sent" group="pending" />;
}
