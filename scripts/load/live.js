// The live streams of the day: each person with the app open holds GET /api/liveChanges through the
// balancer (to whichever process it lands on: the change is heard there through PostgreSQL's
// NOTIFY), and every `change` event is timed as it arrives. At the end, each write another party
// should have heard is matched with the first event that party's stream received after the write
// was sent: heard, and how late; or never heard.

/** How long after its write an event may come and still count as the write's: well past any batching. */
const HEARD_WITHIN_MS = 10_000;

/** Opens one stream for `who`, reopening it if it ends; `arrivals` gets each change's time. */
function openStream(base, who, record) {
  const controller = new AbortController();
  const stream = { arrivals: [], opened: 0, ended: 0 };
  const connect = async () => {
    while (!controller.signal.aborted) {
      try {
        const answer = await fetch(`${base}/api/liveChanges`, {
          headers: { authorization: who.token, accept: 'text/event-stream', 'x-forwarded-for': who.address },
          signal: controller.signal,
        });
        if (!answer.ok) throw new Error(`status ${answer.status}`);
        stream.opened += 1;
        const decoder = new TextDecoder();
        let buffered = '';
        for await (const chunk of answer.body) {
          buffered += decoder.decode(chunk, { stream: true });
          let end;
          while ((end = buffered.indexOf('\n\n')) >= 0) {
            const event = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            if (event.startsWith('event: change')) stream.arrivals.push(Date.now());
          }
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        record.failures.push(`${who.email}: ${error.message}`);
      }
      if (controller.signal.aborted) return;
      // Ended by the server or the network: an app reconnects, and may have missed something.
      stream.ended += 1;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };
  stream.done = connect();
  stream.close = () => {
    controller.abort();
    return stream.done;
  };
  return stream;
}

/** Streams for `people` (one each); `expect(id, sentAt)` notes a write `id` should hear. */
function liveStreams(base, people) {
  const record = { failures: [] };
  const streams = new Map(people.map((who) => [who.id, openStream(base, who, record)]));
  const expected = [];
  return {
    expect: (listenerId, sentAt) => expected.push({ listenerId, sentAt }),
    /** Resolves once every stream has said it is open. */
    async ready() {
      const deadline = Date.now() + 30_000;
      while ([...streams.values()].some((stream) => stream.opened === 0)) {
        if (Date.now() > deadline) throw new Error(`live streams did not open: ${record.failures.slice(0, 3).join('; ')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    /** Closes them all and says what was heard. */
    async close() {
      await Promise.all([...streams.values()].map((stream) => stream.close()));
      const late = [];
      let unheard = 0;
      for (const { listenerId, sentAt } of expected) {
        const arrival = streams.get(listenerId)?.arrivals.find((at) => at >= sentAt && at - sentAt <= HEARD_WITHIN_MS);
        if (arrival === undefined) unheard += 1;
        else late.push(arrival - sentAt);
      }
      const values = [...streams.values()];
      return {
        streams: values.length,
        reopened: values.reduce((sum, stream) => sum + stream.ended, 0),
        changesExpected: expected.length,
        unheard,
        lateMs: late,
        failures: record.failures.slice(0, 10),
      };
    },
  };
}

module.exports = { liveStreams };
