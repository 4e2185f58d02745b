// The restart loop of `npm start`, with a stand-in server: a tiny script that counts its starts in
// a file, crashes while the count is below CRASHES, then serves until a signal stops it.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { supervise } = require('./supervise');

const SERVER = `
const fs = require('node:fs');
const [countFile, crashes] = process.argv.slice(2);
const count = Number(fs.existsSync(countFile) ? fs.readFileSync(countFile, 'utf8') : 0) + 1;
fs.writeFileSync(countFile, String(count));
if (count <= Number(crashes)) process.exit(3);
process.on('SIGTERM', () => process.exit(0));
setInterval(() => {}, 1000);
fs.writeFileSync(countFile + '.up', String(process.pid));
`;

let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agro-supervise-'));
  fs.writeFileSync(path.join(dir, 'server.js'), SERVER);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Polls `check` until it is truthy (the child processes run on their own clock). */
async function until(check, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function start(crashes) {
  const logs = [];
  const countFile = path.join(dir, 'count');
  const server = supervise({ args: [path.join(dir, 'server.js'), countFile, String(crashes)], log: (line) => logs.push(line), minDelayMs: 100 });
  const up = () => fs.existsSync(`${countFile}.up`) && Number(fs.readFileSync(`${countFile}.up`, 'utf8')) === server.pid();
  return { server, logs, up, starts: () => Number(fs.readFileSync(countFile, 'utf8')) };
}

test('a server that crashes is started again, with a growing back-off, and says why', async () => {
  const { server, logs, up, starts } = start(2);
  await until(up);
  expect(starts()).toBe(3);
  expect(logs).toEqual(['[start] the server exited with code 3; restarting in 0.1 s', '[start] the server exited with code 3; restarting in 0.2 s']);
  server.stop('SIGTERM');
  await expect(server.exited).resolves.toBe(0);
});

test('a server killed from outside (e.g. out of memory) comes back; SIGTERM then stops it for good', async () => {
  const { server, logs, up, starts } = start(0);
  await until(up);
  const firstPid = server.pid();
  process.kill(firstPid, 'SIGKILL');
  await until(() => up() && server.pid() !== firstPid);
  expect(starts()).toBe(2);
  expect(logs).toEqual(['[start] the server was killed by SIGKILL; restarting in 0.1 s']);
  server.stop('SIGTERM');
  await expect(server.exited).resolves.toBe(0);
  expect(server.pid()).toBeNull();
});

test('a stop during the back-off ends at once, without another start', async () => {
  const countFile = path.join(dir, 'count');
  const server = supervise({ args: [path.join(dir, 'server.js'), countFile, '99'], log: () => {}, minDelayMs: 60_000 });
  await until(() => fs.existsSync(countFile) && server.pid() === null);
  server.stop('SIGINT');
  await expect(server.exited).resolves.toBe(0);
  expect(fs.readFileSync(countFile, 'utf8')).toBe('1');
});
