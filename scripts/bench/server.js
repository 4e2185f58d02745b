// Starting and stopping the API the way `npm start` runs it (scripts/server-process.js), and a
// fresh PostgreSQL database: what every benchmark measures against.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const { serverArgs, serverEnv } = require('../server-process');

const POLL_MS = 50;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the API built in `apiDist` on `dataDir` and resolves once it answers (its process and how
 * long it took). `env` adds settings; `logFile` receives its output (else its errors go to ours).
 */
async function startServer({ apiDist, port, dataDir, databaseUrl, env: extra = {}, logFile }) {
  // Another server on the port would answer in its place and be measured instead.
  if (await portOpen('127.0.0.1', port)) throw new Error(`port ${port} is already in use`);
  const env = serverEnv({
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ...extra,
  });
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const started = Date.now();
  const log = logFile ? fs.openSync(logFile, 'a') : 'inherit';
  const child = spawn(process.execPath, serverArgs(apiDist), { cwd: os.tmpdir(), env, stdio: ['ignore', logFile ? log : 'ignore', log] });
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = started + 180_000;
  while (!(await answers(`http://localhost:${port}/api/departments/8/towns`))) {
    if (exited) throw new Error('the API exited during its start');
    if (Date.now() > deadline) throw new Error('the API did not answer within 180 s');
    await sleep(POLL_MS);
  }
  return { child, startMs: Date.now() - started };
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

function portOpen(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port }, () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.setTimeout(1000, () => (socket.destroy(), resolve(false)));
  });
}

/** Runs `fn` with the URL of a fresh database on the server of `serverUrl`, dropped afterwards. */
async function withFreshDatabase(serverUrl, fn) {
  const { Client } = require('pg');
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `agro_bench_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

module.exports = { portOpen, startServer, stopServer, withFreshDatabase };
