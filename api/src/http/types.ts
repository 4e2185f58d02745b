import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { Language, UserType } from '../schemas/users';

/** What the routes need from the outside world; built once by buildApp. */
export interface AppContext {
  db: Db;
  dataDir: string;
  publicUrl: string;
  mailer: Mailer;
}

/** The caller, known from a valid session token. */
export interface AuthUser {
  id: string;
  email: string;
  userType: UserType;
  language: Language;
  tokenHash: string;
}

declare module 'fastify' {
  // The AppContext is handed to route plugins as an option rather than decorated here: drizzle's
  // database type inside FastifyInstance defeats the type provider's inference (params → unknown).
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a live session. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    lang: Language;
    auth: AuthUser | null;
  }
}

/** Options of every route plugin. */
export interface RouteOptions {
  ctx: AppContext;
}
