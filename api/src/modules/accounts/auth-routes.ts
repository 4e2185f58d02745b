import { authRoutes as routes } from '@agrocadena/contracts';
import type { DomainRoutes } from '../../http/routes';
import type { RouteOptions } from '../../http/types';
import * as accounts from './service';
import { confirmEmailChange } from './email-change';
import { revokeSession } from './sessions';

export interface RateLimit {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

export type AuthRateLimits = Record<'login' | 'loginAccount' | 'loginAddress' | 'loginAccountSlowdown' | 'signUp' | 'passwordRecovery', RateLimit>;

/**
 * Per client address: `login` (every log-in), `signUp` and `passwordRecovery`. Failed log-ins
 * (modules/accounts/login-limits.ts): `loginAccount` per account from one address, `loginAddress` per
 * address over every account, and past `loginAccountSlowdown` failures of one account from any
 * addresses each attempt at it waits LOGIN_SLOWDOWN_MS. An address may log in often (a
 * cooperative's members share one); an account may be guessed at rarely. Env-tunable in main.
 */
export const DEFAULT_RATE_LIMITS: AuthRateLimits = {
  login: { max: 60, timeWindow: 60_000 },
  loginAccount: { max: 10, timeWindow: 15 * 60_000 },
  loginAddress: { max: 100, timeWindow: 15 * 60_000 },
  loginAccountSlowdown: { max: 10, timeWindow: 15 * 60_000 },
  signUp: { max: 20, timeWindow: 10 * 60_000 },
  passwordRecovery: { max: 10, timeWindow: 15 * 60_000 },
};

/** How long each attempt at an account waits once it is past `loginAccountSlowdown` failures. */
export const DEFAULT_LOGIN_SLOWDOWN_MS = 3000;

/** Sign-up, email verification, login/logout and the password flows. */
export const authHandlers: DomainRoutes<RouteOptions> = (r, { ctx }) => {
  r.handle(routes.signUp, (request) => accounts.signUp(ctx, request.body, request.lang, request.log));
  r.handle(routes.verifyToken, async (request) => {
    await accounts.verifyEmail(ctx.db, request.query.token);
    return null;
  });
  r.handle(routes.login, (request) => accounts.login(ctx, request.body, request.ip, request.log));
  r.handle(routes.logout, async (request) => {
    await revokeSession(ctx.db, request.auth.id, request.auth.tokenHash);
    return null;
  });
  r.handle(routes.sendPasswordRecoveryEmail, async (request) => {
    await accounts.sendPasswordRecovery(ctx, request.body.email, request.log);
    return null;
  });
  r.handle(routes.restorePassword, async (request) => {
    await accounts.restorePassword(ctx.db, request.body);
    return null;
  });
  r.handle(routes.confirmEmailChange, (request) => confirmEmailChange(ctx.db, request.body.token));
  r.handle(routes.changePassword, async (request) => {
    await accounts.changePassword(ctx.db, request.auth.id, request.auth.email, request.body);
    return null;
  });
};
