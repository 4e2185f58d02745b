import { RequestListPage } from './request-list-page';

/** /completedSentRequests: my requests completed, cancelled or aborted, each with its details. */
export default function CompletedSentRequestsPage() {
  return <RequestListPage side="sent" group="historical" />;
}
