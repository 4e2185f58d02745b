import { RequestsOverview } from '../features/overview/components/requests-overview';
import { LinkedRequest } from '../features/lists/components/linked-request';

/**
 * /requestsOverview: my requests, sent and received, each list with its count and the unseen pending
 * ones; `?request=<id>` opens that request's details over it (how other screens point at a request).
 */
export default function RequestsOverviewPage() {
  return (
    <RequestsOverview>
      <LinkedRequest />
    </RequestsOverview>
  );
}
