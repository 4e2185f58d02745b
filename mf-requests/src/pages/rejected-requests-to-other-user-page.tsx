import { RequestListPage } from './request-list-page';

/** /rejectedRequestsToOtherUser: my requests that were turned down, with the reason. */
export default function RejectedRequestsToOtherUserPage() {
  return <RequestListPage side="sent" group="rejected" />;
}
