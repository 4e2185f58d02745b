/** One page of a paged list of mine (shared-ui's usePagedList), as every list page reads it. */
export interface PagedRows<T> {
  items: T[];
  total: number;
  page: number;
  loading: boolean;
  error: string | null;
  setPage: (page: number) => void;
  goTo: (page: number) => void;
  reload: () => void;
}
