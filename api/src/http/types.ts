import type { Db } from '../db/client';
import type { FileLinks } from '../files/file-links';
import type { Mailer } from '../mail/mailer';
import type { LoginLimiter } from '../modules/accounts/login-limits';
import type { HitCounter } from './rate-limit-store';
import type { LiveChanges } from '../live/live-changes';
import type { SessionCache } from '../modules/accounts/session-cache';
import type { Language, PublicConfig, UserType } from '@agrocadena/contracts';

/** What the routes need from the outside world; built once by buildApp. */
export interface AppContext {
  db: Db;
  dataDir: string;
  publicUrl: string;
  mailer: Mailer;
  /** Failed log-ins per account, counted where every API process sees them. */
  loginLimiter: LoginLimiter;
  /** Where a service counts attempts against a limit of its own (shared by every API process). */
  rateCounter: HitCounter;
  /** The URLs of stored files (signed when private); the signing secret is read on first use. */
  fileLinks(): Promise<FileLinks>;
  /** Sessions read recently (empty and unused unless the app listens for changes: BuildAppOptions.listen). */
  sessions: SessionCache;
  /** The open live-update streams of this process and the changes they hear. */
  live: LiveChanges;
  /** What GET /config tells the front end (the map's tiles). */
  publicConfig: PublicConfig;
}

/** The caller, known from a valid session token. */
export interface AuthUser {
  id: string;
  email: string;
  userType: UserType;
  language: Language;
  tokenHash: string;
  /** When the session ends by itself (a live stream opened with it ends then too). */
  sessionExpiresAt: Date;
}

declare module 'fastify' {
  // The AppContext is handed to route plugins as an option rather than decorated here: drizzle's
  // database type inside FastifyInstance defeats the type provider's inference (params → unknown).
  interface FastifyInstance {
    /** Every route of the app (method + URL), in the order registered. */
    registeredRoutes: RegisteredRoute[];
  }
  interface FastifyRequest {
    lang: Language;
    auth: AuthUser | null;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
}

/** Options of every domain's routes. */
export interface RouteOptions {
  ctx: AppContext;
}
