import { Type } from '@sinclair/typebox';
import { defineRoute } from '../route';
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

const tags = ['auth'];

/** Sign-up, email verification, login/logout and the password flows. */
export const authRoutes = {
  signUp: defineRoute({
    method: 'POST',
    path: '/signUp',
    access: 'public',
    tags,
    summary: 'Create an account and mail its verification link',
    body: SignUpBody,
    data: SignUpResult,
    status: 201,
    message: 'SIGNED_UP',
    rateLimit: 'signUp',
  }),
  verifyToken: defineRoute({
    method: 'GET',
    path: '/verifyToken',
    access: 'public',
    tags,
    summary: 'Verify an email with the token of the mailed link',
    query: VerifyTokenQuery,
    data: Type.Null(),
    message: 'EMAIL_VERIFIED',
  }),
  login: defineRoute({
    method: 'POST',
    path: '/login',
    access: 'public',
    tags,
    summary: 'Open a session (12 h, or 30 days with rememberPassword)',
    body: LoginBody,
    data: SessionUser,
    message: 'LOGGED_IN',
    rateLimit: 'login',
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/logout',
    access: 'private',
    tags,
    summary: 'Revoke the current session',
    data: Type.Null(),
    message: 'LOGGED_OUT',
  }),
  sendPasswordRecoveryEmail: defineRoute({
    method: 'POST',
    path: '/sendPasswordRecoveryEmail',
    access: 'public',
    tags,
    summary: 'Mail a password recovery link; the answer is the same whether the account exists or not',
    body: EmailBody,
    data: Type.Null(),
    message: 'RECOVERY_SENT',
    rateLimit: 'passwordRecovery',
  }),
  restorePassword: defineRoute({
    method: 'POST',
    path: '/restorePassword',
    access: 'public',
    tags,
    summary: 'Set a new password with the token of the recovery link (checked first, whatever the email); revokes every session',
    body: RestorePasswordBody,
    data: Type.Null(),
    message: 'PASSWORD_RESTORED',
    // Each guess costs the server a lookup (and a hash when right): limited like the recovery mail.
    rateLimit: 'passwordRecovery',
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/changePassword',
    access: 'private',
    tags,
    summary: "Change the caller's password (email must be the caller's); revokes every session",
    body: ChangePasswordBody,
    data: Type.Null(),
    message: 'PASSWORD_CHANGED',
  }),
};
