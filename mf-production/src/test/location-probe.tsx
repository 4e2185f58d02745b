import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';

/** Where the router is now (data-testid `location`): to see a page change its own query. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** `page` with the probe beside it. */
export const withLocation = (page: ReactElement) => (
  <>
    {page}
    <LocationProbe />
  </>
);
