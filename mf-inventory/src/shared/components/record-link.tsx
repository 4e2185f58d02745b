import { LinkButton } from '@agrocadena/shared-ui';

/** Where the production screens open a run. */
export const runPath = (runId: string) => `/activitiesOverview?run=${encodeURIComponent(runId)}`;

/** Where the requests' screens open a request. */
export const requestPath = (requestId: string) => `/requestsOverview?request=${encodeURIComponent(requestId)}`;

interface Props {
  to: string;
  label: string;
  testId: string;
}

/** The way from a ledger row or a lot to the run or request behind it: a quiet link, finger-sized, that wraps. */
export function RecordLink({ to, label, testId }: Props) {
  return (
    <LinkButton type="link" className="ac-wrapping-link" to={to} data-testid={testId}>
      {label}
    </LinkButton>
  );
}
