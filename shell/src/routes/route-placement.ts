import { REMOTE_ROUTES, type RemoteName } from './remote-pages';

// Where each route is drawn and who may see it, without its components: the entry (index.ts) reads
// it before React, the router or any shared module has loaded. route-table.tsx adds the pages.

export type LayoutKind = 'none' | 'public' | 'basic' | 'dashboard';
/** user: needs a stored session (else `/`); guest: only without one (else `/home`). */
export type GuardKind = 'none' | 'user' | 'guest';

export interface RoutePlacement {
  path: string;
  layout: LayoutKind;
  guard: GuardKind;
  /** A remote's exposed page, `remote/ExposeName` (else a shell page). */
  remote?: string;
}

export const SHELL_PLACEMENTS = [
  { path: '/', layout: 'public', guard: 'none' },
  { path: '/login', layout: 'none', guard: 'guest' },
  { path: '/signUp', layout: 'none', guard: 'guest' },
  { path: '/successfulSignUp', layout: 'basic', guard: 'guest' },
  { path: '/verified/:token', layout: 'basic', guard: 'guest' },
  { path: '/home', layout: 'dashboard', guard: 'user' },
] as const satisfies readonly RoutePlacement[];

// docs/architecture.md#route-ownership: where each remote's pages live and who may see them.
const remotePlacement = (remote: RemoteName, path: string): Pick<RoutePlacement, 'layout' | 'guard'> => {
  if (remote === 'catalog') return { layout: 'public', guard: 'none' };
  // Opened from a mailed link, with or without a session.
  if (path.startsWith('/reset-password') || path.startsWith('/confirm-email')) return { layout: 'none', guard: 'none' };
  return { layout: 'dashboard', guard: 'user' };
};

const REMOTE_PLACEMENTS: RoutePlacement[] = (Object.keys(REMOTE_ROUTES) as RemoteName[]).flatMap((remote) =>
  Object.entries(REMOTE_ROUTES[remote]).map(([path, expose]) => ({ path, ...remotePlacement(remote, path), remote: `${remote}/${expose}` })),
);

/** Every route; `/dashboard` (→ /home) and the 404 are added by AppRoutes. */
export const PLACEMENTS: readonly RoutePlacement[] = [...SHELL_PLACEMENTS, ...REMOTE_PLACEMENTS];

const segments = (path: string) => path.toLowerCase().replace(/\/+$/, '').split('/');

/**
 * The route a path opens, matched as the router matches these patterns (case aside, a trailing
 * slash ignored, `:name` one non-empty segment), for what starts before the router has loaded.
 */
export function placementOf(pathname: string): RoutePlacement | undefined {
  const wanted = segments(pathname);
  return PLACEMENTS.find((route) => {
    const pattern = segments(route.path);
    return pattern.length === wanted.length && pattern.every((part, i) => (part.startsWith(':') ? wanted[i] !== '' : part === wanted[i]));
  });
}
