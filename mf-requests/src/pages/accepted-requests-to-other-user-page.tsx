import { RequestListPage } from './request-list-page';

/** /acceptedRequestsToOtherUser: my requests under way. */
export default function AcceptedRequestsToOtherUserPage() {
  return <RequestListPage side="sent" group="onCourse" />;
}
