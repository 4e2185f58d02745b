import { RequestsOverview } from '../features/overview/components/requests-overview';

/** /requestsOverview: my requests, sent and received, each list with its count and the unseen pending ones. */
export default function RequestsOverviewPage() {
  return <RequestsOverview />;
}
