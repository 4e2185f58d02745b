import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { translate, type MessageParams } from '../i18n/translate';
import type { AuthUser } from './types';

/** The success envelope, its message localised for the caller. */
export function ok<T>(request: FastifyRequest, data: T, messageKey = 'OK', params?: MessageParams) {
  return { success: true as const, message: translate(messageKey, request.lang, params), data };
}

/** The authenticated caller; routes using it are behind `app.authenticate`. */
export function caller(request: FastifyRequest): AuthUser {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
}

/** A user reads and changes only their own account. */
export function requireSelf(request: FastifyRequest, userId: string): AuthUser {
  const user = caller(request);
  if (user.id !== userId) throw new AppError('FORBIDDEN');
  return user;
}
