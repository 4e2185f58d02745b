import { Type, type Static } from '@sinclair/typebox';
import { MAX_LIVE_CLIENT_LENGTH } from '../limits';
import { PATTERNS } from '../patterns';

/** GET /liveChanges?client=: the tab the stream is for, whose own writes it then leaves out (live.ts). */
export const LiveChangesQuery = Type.Object({
  client: Type.Optional(Type.String({ minLength: 1, maxLength: MAX_LIVE_CLIENT_LENGTH, pattern: PATTERNS.liveClient })),
});
export type LiveChangesQuery = Static<typeof LiveChangesQuery>;
