import type { ComponentProps, ReactNode } from 'react';
import { EmptyState } from '../feedback/empty-state';
import { LoadError } from '../feedback/load-error';

interface Props {
  /** The paged list's state (usePagedList). */
  list: { error: string | null; loading: boolean; total: number; reload: () => void };
  /** Rows on the page shown: an empty page of a non-empty list is no invitation. */
  shown: number;
  errorTitle: string;
  errorTestId: string;
  /** The invitation to create the first one. */
  empty: ComponentProps<typeof EmptyState>;
  /** The table. */
  children: ReactNode;
}

/** What a list page shows under its toolbar: the load error, the invitation to a first entry, or the table. */
export function ListBody({ list, shown, errorTitle, errorTestId, empty, children }: Props) {
  if (list.error) return <LoadError variant="panel" title={errorTitle} message={list.error} onRetry={list.reload} testId={errorTestId} />;
  if (!list.loading && list.total === 0 && shown === 0) return <EmptyState {...empty} />;
  return <>{children}</>;
}
