import { waitUntil } from './wait';

export interface LiveEvent {
  event: string;
  data: unknown;
}

export interface LiveStreamReader {
  status: number;
  /** Every event received so far, in order. */
  events: LiveEvent[];
  /** The `change` events' topics, in order. */
  changes(): string[][];
  /** Waits for a `change` event naming `topic`, past the first `after` changes. */
  changeOf(topic: string, after?: number): Promise<string[]>;
  /** Resolves when the server ends the stream (there is no abort: see fuzz.test.ts). */
  ended: Promise<void>;
}

/**
 * GET /api/liveChanges (for the browser tab `client`, when given) read as a browser's EventSource would: the stream's text split into events
 * ("event:" and "data:" lines, a blank line between events; comment lines skipped).
 */
export async function openLiveStream(baseUrl: string, token?: string, options: { client?: string } = {}): Promise<LiveStreamReader> {
  const query = options.client === undefined ? '' : `?client=${encodeURIComponent(options.client)}`;
  const response = await fetch(`${baseUrl}/api/liveChanges${query}`, {
    headers: { accept: 'text/event-stream', ...(token ? { authorization: token } : {}) },
  });
  const events: LiveEvent[] = [];
  const read = async () => {
    if (!response.body || !response.ok) return;
    const decoder = new TextDecoder();
    let buffered = '';
    const reader = response.body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      buffered += decoder.decode(chunk.value, { stream: true });
      let end: number;
      while ((end = buffered.indexOf('\n\n')) >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => line && !line.startsWith(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
        );
        if (fields.event) events.push({ event: fields.event, data: JSON.parse(fields.data ?? 'null') });
      }
    }
  };
  const changes = () => events.filter((e) => e.event === 'change').map((e) => (e.data as { topics: string[] }).topics);
  return {
    status: response.status,
    events,
    changes,
    async changeOf(topic, after = 0) {
      let found: string[] | undefined;
      await waitUntil(() =>
        Boolean(
          (found = changes()
            .slice(after)
            .find((topics) => topics.includes(topic))),
        ),
      );
      return found as string[];
    },
    ended: read(),
  };
}
