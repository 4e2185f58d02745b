import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RouteOptions } from '../http/types';
import { Type } from '@sinclair/typebox';
import { ok, caller } from '../http/reply';
import { Envelope } from '../schemas/common';
import {
  ChangePasswordBody,
  EmailBody,
  LoginBody,
  RestorePasswordBody,
  SessionUser,
  SignUpBody,
  SignUpResult,
  VerifyTokenQuery,
} from '../schemas/users';
import * as accounts from '../services/accounts';
import { revokeSession } from '../services/sessions';
import { errorResponses } from './responses';

export interface RateLimit {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

export interface AuthRateLimits {
  login: RateLimit;
  signUp: RateLimit;
  passwordRecovery: RateLimit;
}

/** Per client IP. Generous enough for a browser test suite on one machine; env-tunable in main. */
export const DEFAULT_RATE_LIMITS: AuthRateLimits = {
  login: { max: 30, timeWindow: 60_000 },
  signUp: { max: 20, timeWindow: 10 * 60_000 },
  passwordRecovery: { max: 10, timeWindow: 15 * 60_000 },
};

const NullData = Envelope(Type.Null());

/** Sign-up, email verification, login/logout and the password flows. */
export const authRoutes: FastifyPluginAsyncTypebox<RouteOptions & { rateLimits: AuthRateLimits }> = async (app, { ctx, rateLimits }) => {
  app.post(
    '/signUp',
    {
      config: { rateLimit: rateLimits.signUp },
      schema: {
        tags: ['auth'],
        summary: 'Create an account and mail its verification link',
        body: SignUpBody,
        response: { 201: Envelope(SignUpResult), ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await accounts.signUp(ctx, request.body, request.lang, request.log);
      return reply.status(201).send(ok(request, created, 'SIGNED_UP'));
    },
  );

  app.get(
    '/verifyToken',
    {
      schema: {
        tags: ['auth'],
        summary: 'Verify an email with the token of the mailed link',
        querystring: VerifyTokenQuery,
        response: { 200: NullData, ...errorResponses },
      },
    },
    async (request) => {
      await accounts.verifyEmail(ctx.db, request.query.token);
      return ok(request, null, 'EMAIL_VERIFIED');
    },
  );

  app.post(
    '/login',
    {
      config: { rateLimit: rateLimits.login },
      schema: {
        tags: ['auth'],
        summary: 'Open a session (12 h, or 30 days with rememberPassword)',
        body: LoginBody,
        response: { 200: Envelope(SessionUser), ...errorResponses },
      },
    },
    async (request) => ok(request, await accounts.login(ctx, request.body, request.log), 'LOGGED_IN'),
  );

  app.post(
    '/logout',
    {
      preHandler: app.authenticate,
      schema: { tags: ['auth'], summary: 'Revoke the current session', response: { 200: NullData, ...errorResponses } },
    },
    async (request) => {
      await revokeSession(ctx.db, caller(request).tokenHash);
      return ok(request, null, 'LOGGED_OUT');
    },
  );

  app.post(
    '/sendPasswordRecoveryEmail',
    {
      config: { rateLimit: rateLimits.passwordRecovery },
      schema: {
        tags: ['auth'],
        summary: 'Mail a password recovery link; the answer is the same whether the account exists or not',
        body: EmailBody,
        response: { 200: NullData, ...errorResponses },
      },
    },
    async (request) => {
      await accounts.sendPasswordRecovery(ctx, request.body.email, request.log);
      return ok(request, null, 'RECOVERY_SENT');
    },
  );

  app.post(
    '/restorePassword',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of the recovery link; revokes every session',
        body: RestorePasswordBody,
        response: { 200: NullData, ...errorResponses },
      },
    },
    async (request) => {
      await accounts.restorePassword(ctx.db, request.body);
      return ok(request, null, 'PASSWORD_RESTORED');
    },
  );

  app.post(
    '/changePassword',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: "Change the caller's password (email must be the caller's); revokes every session",
        body: ChangePasswordBody,
        response: { 200: NullData, ...errorResponses },
      },
    },
    async (request) => {
      const user = caller(request);
      await accounts.changePassword(ctx.db, user.id, user.email, request.body);
      return ok(request, null, 'PASSWORD_CHANGED');
    },
  );
};
