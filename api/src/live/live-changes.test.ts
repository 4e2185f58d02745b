import { LiveChanges, parseLiveChange, type LiveStream } from './live-changes';

const ana = '6f1c2a1e-0000-4000-8000-000000000001';
const bea = '6f1c2a1e-0000-4000-8000-000000000002';

function recorder(userId: string): LiveStream & { texts: string[]; ended: boolean } {
  const stream = {
    userId,
    tokenHash: `session-of-${userId}`,
    sessionExpiresAt: new Date(Date.now() + 3_600_000),
    texts: [] as string[],
    ended: false,
    write: (text: string) => {
      stream.texts.push(text);
    },
    end: () => {
      stream.ended = true;
    },
  };
  return stream;
}

let live: LiveChanges;
beforeEach(() => {
  jest.useFakeTimers();
  live = new LiveChanges({ batchMs: 20, keepAliveMs: 60_000 });
});
afterEach(async () => {
  await live.close();
  jest.useRealTimers();
});

test('a payload names a user and a known topic, or is ignored', () => {
  expect(parseLiveChange(`${ana} requests`)).toEqual({ userId: ana, topic: 'requests', client: '' });
  expect(parseLiveChange(`${ana} secrets`)).toBeNull();
  expect(parseLiveChange(`${ana} requests tab-1 extra`)).toBeNull();
  expect(parseLiveChange('')).toBeNull();
});

test("changes heard within the window reach each of the user's streams as one event; other users hear nothing", () => {
  const [phone, laptop, other] = [recorder(ana), recorder(ana), recorder(bea)];
  [phone, laptop, other].forEach((s) => live.subscribe(s));
  live.heard(`${ana} requests`);
  live.heard(`${ana} products`);
  live.heard(`${ana} requests`);
  expect(phone.texts).toEqual([]);
  jest.advanceTimersByTime(20);
  const event = 'event: change\ndata: {"topics":["requests","products"]}\n\n';
  expect(phone.texts).toEqual([event]);
  expect(laptop.texts).toEqual([event]);
  expect(other.texts).toEqual([]);
});

test('a stream that left hears nothing more', () => {
  const stream = recorder(ana);
  const stop = live.subscribe(stream);
  stop();
  live.heard(`${ana} requests`);
  jest.advanceTimersByTime(20);
  expect(stream.texts).toEqual([]);
  expect(live.size).toBe(0);
});

test('once the listener is back after being down, every stream is told to read everything again', () => {
  const [first, second] = [recorder(ana), recorder(bea)];
  live.subscribe(first);
  live.subscribe(second);
  live.up();
  expect(first.texts).toEqual([]);
  live.down();
  live.up();
  expect(first.texts).toEqual(['event: resync\ndata: {}\n\n']);
  expect(second.texts).toEqual(['event: resync\ndata: {}\n\n']);
});

test("a change to a user's sessions ends only that user's streams", () => {
  const [mine, theirs] = [recorder(ana), recorder(bea)];
  live.subscribe(mine);
  live.subscribe(theirs);
  live.endStreamsOf(ana);
  expect([mine.ended, theirs.ended]).toEqual([true, false]);
  expect(live.size).toBe(1);
});

test('quiet streams get a keep-alive comment', () => {
  const stream = recorder(ana);
  live.subscribe(stream);
  jest.advanceTimersByTime(60_000);
  expect(stream.texts).toEqual([': keep-alive\n\n']);
});

test("a stream ends when its session expires, a remembered session's too (longer than a timer can wait)", () => {
  const day = 24 * 3_600_000;
  const remembered = recorder(ana);
  remembered.sessionExpiresAt = new Date(Date.now() + 30 * day);
  const short = recorder(bea);
  short.sessionExpiresAt = new Date(Date.now() + 1000);
  live.subscribe(remembered);
  live.subscribe(short);
  jest.advanceTimersByTime(1000);
  expect([short.ended, live.size]).toEqual([true, 1]);
  jest.advanceTimersByTime(29 * day);
  expect(remembered.ended).toBe(false);
  jest.advanceTimersByTime(day);
  expect([remembered.ended, live.size]).toEqual([true, 0]);
});

test("a change names the tab that wrote it: that tab's stream leaves it out, the user's other tabs get it", () => {
  expect(parseLiveChange(`${ana} products phone-1`)).toEqual({ userId: ana, topic: 'products', client: 'phone-1' });
  const phone = { ...recorder(ana), client: 'phone-1' };
  const laptop = { ...recorder(ana), client: 'laptop-1' };
  [phone, laptop].forEach((s) => live.subscribe(s));
  live.heard(`${ana} products phone-1`);
  live.heard(`${ana} requests phone-1`);
  live.heard(`${ana} requests`);
  jest.advanceTimersByTime(20);
  expect(phone.texts).toEqual(['event: change\ndata: {"topics":["requests"]}\n\n']);
  expect(laptop.texts).toEqual(['event: change\ndata: {"topics":["products","requests"]}\n\n']);
});

test('closing ends every stream, and a stream asked for while the process closes is refused (503) rather than left open', async () => {
  const open = recorder(ana);
  live.subscribe(open);
  await live.close();
  expect(open.ended).toBe(true);
  expect(() => live.subscribe(recorder(bea))).toThrow(expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' }));
  expect(live.size).toBe(0);
});
