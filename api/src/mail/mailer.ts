import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { composeRfc822, type MailMessage } from './rfc822';

export type { MailMessage } from './rfc822';

export interface Mailer {
  /** Where mail goes: 'smtp' or the outbox folder. */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  /** Used when smtpUrl is unset: each mail becomes `<timestamp>-<to>.eml` in this folder. */
  outboxDir: string;
  from?: string;
  logger?: FastifyBaseLogger;
}

export const DEFAULT_FROM = 'AgroCadena <no-reply@agrocadena.co>';

export function createMailer(options: MailerOptions): Mailer {
  const from = options.from ?? DEFAULT_FROM;
  const log = options.logger;

  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        const raw = composeRfc822({ ...message, from });
        await transport.sendMail({ envelope: { from: addressOf(from), to: message.to }, raw });
        log?.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }

  return {
    kind: 'outbox',
    async send(message) {
      await fs.mkdir(options.outboxDir, { recursive: true });
      const safeTo = message.to.replace(/[^A-Za-z0-9@._+-]/g, '_');
      // The random suffix keeps two mails to one address within a millisecond apart.
      const file = path.join(options.outboxDir, `${Date.now()}-${randomBytes(3).toString('hex')}-${safeTo}.eml`);
      await fs.writeFile(file, composeRfc822({ ...message, from }), 'utf8');
      // The link carries a one-time token: it stays in the file, never in the log.
      log?.info({ to: message.to, file }, 'mail written to the outbox');
    },
    close: () => undefined,
  };
}

function addressOf(from: string): string {
  const match = /<([^>]+)>/.exec(from);
  return match ? match[1] : from;
}
