import { RequestListPage } from './request-list-page';

/** /completedReceivedRequests: the requests made to me that are over, each with its details. */
export default function CompletedReceivedRequestsPage() {
  return <RequestListPage side="received" group="historical" />;
}
