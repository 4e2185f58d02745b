import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSessionStore } from '@agrocadena/shared-ui';

/** Private pages: without a stored session (or once it is cleared, e.g. by a 401) go to `/`. */
export function RequireUser({ children }: { children: ReactNode }) {
  const user = useSessionStore((s) => s.user);
  return user ? <>{children}</> : <Navigate to="/" replace />;
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
 * Log-in, sign-up and their notices: a logged-in user goes to `/home`, or one page back when the
 * page was opened with `?redirect=back` and there is a page to go back to.
 */
export function RequireGuest({ children }: { children: ReactNode }) {
  const user = useSessionStore((s) => s.user);
  const [params] = useSearchParams();
  const location = useLocation();
  if (!user) return <>{children}</>;
  // 'default' is the key of the first entry of this visit: there is nothing to go back to.
  if (params.get('redirect') === 'back' && location.key !== 'default') return <GoBack />;
  return <Navigate to="/home" replace />;
}
