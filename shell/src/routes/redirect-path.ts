/**
 * Where `?redirect=` may lead after logging in: a path of this app only. "//host", "/\host" and
 * "https://…" would leave the site (an open redirect), so they count as none.
 */
export function safeRedirectPath(redirect: string | null): string | null {
  if (!redirect || !redirect.startsWith('/') || /^\/[/\\]/.test(redirect)) return null;
  return redirect;
}

/** The log-in page that brings the user back to `path` (with its query) afterwards. */
export const loginReturningTo = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;
