import { RequestListPage } from './request-list-page';

/** /rejectedRequestsToUser: the requests I turned down, with the reason. */
export default function RejectedRequestsToUserPage() {
  return <RequestListPage side="received" group="rejected" />;
}
