import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSessionStore } from '@agrocadena/shared-ui/core';
import { loginReturningTo, safeRedirectPath } from './redirect-path';

/**
 * Private pages: without a stored session go to `/`; when the server refused the stored one (a
 * 401), to the log-in page, which says so and brings the user back here afterwards.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const user = useSessionStore((s) => s.user);
  const expired = useSessionStore((s) => s.expired);
  const { pathname, search, hash } = useLocation();
  if (user) return <>{children}</>;
  return <Navigate to={expired ? loginReturningTo(`${pathname}${search}${hash}`) : '/'} replace />;
}

function GoBack() {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    navigate(-1);
  }, [navigate]);
  return null;
}

/**
 * Log-in, sign-up and their notices: a logged-in user goes to `/home`, to the app's page named by
 * `?redirect=/path`, or one page back with `?redirect=back` when there is a page to go back to.
 */
export function RequireGuest({ children }: { children: ReactNode }) {
  const user = useSessionStore((s) => s.user);
  const [params] = useSearchParams();
  const location = useLocation();
  if (!user) return <>{children}</>;
  const redirect = params.get('redirect');
  // 'default' is the key of the first entry of this visit: there is nothing to go back to.
  if (redirect === 'back' && location.key !== 'default') return <GoBack />;
  return <Navigate to={safeRedirectPath(redirect) ?? '/home'} replace />;
}
