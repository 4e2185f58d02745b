import type { ComponentType } from 'react';
import { PLACEMENTS, SHELL_PLACEMENTS, type RoutePlacement } from './route-placement';
import { LandingPage } from '../pages/landing-page';
import { lazyNamed } from './lazy-page';

// The landing page comes with the shell; every other shell page when first opened.
const LoginPage = lazyNamed(() => import('../pages/login-page'), 'LoginPage');
const SignUpPage = lazyNamed(() => import('../pages/sign-up-page'), 'SignUpPage');
const SuccessfulSignUpPage = lazyNamed(() => import('../pages/successful-sign-up-page'), 'SuccessfulSignUpPage');
const VerifiedPage = lazyNamed(() => import('../pages/verified-page'), 'VerifiedPage');
const HomePage = lazyNamed(() => import('../pages/home-page'), 'HomePage');

export type { GuardKind, LayoutKind } from './route-placement';

export interface ShellRoute extends RoutePlacement {
  /** A shell page (else `remote` names a remote's). */
  page?: ComponentType;
}

const SHELL_PAGES: Record<(typeof SHELL_PLACEMENTS)[number]['path'], ComponentType> = {
  '/': LandingPage,
  '/login': LoginPage,
  '/signUp': SignUpPage,
  '/successfulSignUp': SuccessfulSignUpPage,
  '/verified/:token': VerifiedPage,
  '/home': HomePage,
};

/** The whole route table; `/dashboard` (→ /home) and the 404 are added by AppRoutes. */
export const ROUTES: ShellRoute[] = PLACEMENTS.map((route) =>
  route.remote ? route : { ...route, page: SHELL_PAGES[route.path as keyof typeof SHELL_PAGES] },
);
