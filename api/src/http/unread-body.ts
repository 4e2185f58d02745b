import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * onSend of every answer: a refusal sent before the body was read (no session, a method the path
 * does not take, not multipart, announced too large, a wrong type or a foreign id known before the
 * file) drops the rest of the body instead of leaving it paused — the multipart parser stops
 * pulling once its file goes unread, and the client would go on sending into a full window, never
 * reading the answer, until the connection timed out. While the body is still arriving, the
 * connection also closes after the answer (Connection: close), as Fastify does for a body over its
 * limit, so no more of it is taken and the client does not send its next request on a connection
 * that is about to close.
 */
export async function closeIfBodyUnread(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const raw = request.raw;
  if (reply.statusCode >= 400 && !raw.readableEnded) {
    if (!raw.complete) reply.header('Connection', 'close');
    raw.unpipe();
    raw.resume();
  }
  return payload;
}
