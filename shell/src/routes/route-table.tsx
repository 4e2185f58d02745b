import type { ComponentType } from 'react';
import { REMOTE_ROUTES, type RemoteName } from './remote-pages';
import { LandingPage } from '../pages/landing-page';
import { lazyNamed } from './lazy-page';

// The landing page comes with the shell; every other shell page when first opened.
const LoginPage = lazyNamed(() => import('../pages/login-page'), 'LoginPage');
const SignUpPage = lazyNamed(() => import('../pages/sign-up-page'), 'SignUpPage');
const SuccessfulSignUpPage = lazyNamed(() => import('../pages/successful-sign-up-page'), 'SuccessfulSignUpPage');
const VerifiedPage = lazyNamed(() => import('../pages/verified-page'), 'VerifiedPage');
const HomePage = lazyNamed(() => import('../pages/home-page'), 'HomePage');

export type LayoutKind = 'none' | 'public' | 'basic' | 'dashboard';
/** user: needs a stored session (else `/`); guest: only without one (else `/home`). */
export type GuardKind = 'none' | 'user' | 'guest';

export interface ShellRoute {
  path: string;
  layout: LayoutKind;
  guard: GuardKind;
  /** A shell page … */
  page?: ComponentType;
  /** … or a remote's exposed page, `remote/ExposeName`. */
  remote?: string;
}

const shellRoutes: ShellRoute[] = [
  { path: '/', layout: 'public', guard: 'none', page: LandingPage },
  { path: '/login', layout: 'none', guard: 'guest', page: LoginPage },
  { path: '/signUp', layout: 'none', guard: 'guest', page: SignUpPage },
  { path: '/successfulSignUp', layout: 'basic', guard: 'guest', page: SuccessfulSignUpPage },
  { path: '/verified/:token', layout: 'basic', guard: 'guest', page: VerifiedPage },
  { path: '/home', layout: 'dashboard', guard: 'user', page: HomePage },
];

// ARCHITECTURE.md §3: where each remote's pages live and who may see them.
const remotePlacement = (remote: RemoteName, path: string): Pick<ShellRoute, 'layout' | 'guard'> => {
  if (remote === 'catalog') return { layout: 'public', guard: 'none' };
  // Opened from a mailed link, with or without a session.
  if (path.startsWith('/reset-password') || path.startsWith('/confirm-email')) return { layout: 'none', guard: 'none' };
  return { layout: 'dashboard', guard: 'user' };
};

const remoteRoutes: ShellRoute[] = (Object.keys(REMOTE_ROUTES) as RemoteName[]).flatMap((remote) =>
  Object.entries(REMOTE_ROUTES[remote]).map(([path, expose]) => ({
    path,
    ...remotePlacement(remote, path),
    remote: `${remote}/${expose}`,
  })),
);

/** The whole route table; `/dashboard` (→ /home) and the 404 are added by AppRoutes. */
export const ROUTES: ShellRoute[] = [...shellRoutes, ...remoteRoutes];
