import { RequestListPage } from './request-list-page';

/** /acceptedRequestsToUser: the requests made to me that I am carrying out. */
export default function AcceptedRequestsToUserPage() {
  return <RequestListPage side="received" group="onCourse" />;
}
