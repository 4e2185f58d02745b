// What the marketplace day runs on, started and stopped by the load script: a fresh PostgreSQL
// database, Redis for the limits, two API processes and HAProxy (Debian's package, scripts/ensure-deps.sh) in front of them
// — the shape in which the suite grows past one machine (docs/architecture.md#several-processes).
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { portOpen, startServer, stopServer } = require('../bench/server');

/**
 * Round robin over the two processes, each checked on its liveness probe every second. The live
 * streams stay open for hours: the client and server timeouts count silence, and the API writes a
 * keep-alive comment on a quiet stream well within them.
 */
function haproxyConfig({ port, apiPorts }) {
  return `global
  maxconn 4096

defaults
  mode http
  option forwardfor
  option http-no-delay
  timeout connect 3s
  timeout client 120s
  timeout server 120s
  timeout http-keep-alive 60s

frontend marketplace
  bind 127.0.0.1:${port}
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
${apiPorts.map((apiPort, index) => `  server api${index + 1} 127.0.0.1:${apiPort} check inter 1s`).join('\n')}
`;
}

async function startHaproxy({ port, apiPorts, runDir }) {
  if (await portOpen('127.0.0.1', port)) throw new Error(`port ${port} is already in use`);
  const config = path.join(runDir, 'haproxy.cfg');
  fs.writeFileSync(config, haproxyConfig({ port, apiPorts }));
  const check = spawnSync('haproxy', ['-c', '-q', '-f', config], { stdio: 'inherit' });
  if (check.status !== 0) throw new Error('haproxy refused its configuration');
  const log = fs.openSync(path.join(runDir, 'haproxy.log'), 'a');
  // -db: in the foreground, stopped with the script.
  const child = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', log, log] });
  const deadline = Date.now() + 10_000;
  while (!(await portOpen('127.0.0.1', port))) {
    if (child.exitCode !== null) throw new Error(`haproxy exited (${runDir}/haproxy.log)`);
    if (Date.now() > deadline) throw new Error('haproxy did not listen within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return child;
}

/**
 * Starts the API built in `apiDist` twice on `databaseUrl`, then HAProxy on `port` in front.
 * `env` is what both processes run with beyond the usual (Redis, limits). The first process
 * migrates and seeds the database alone before the second starts.
 */
async function startStack({ apiDist, databaseUrl, port, runDir, env }) {
  const apiPorts = [port + 1, port + 2];
  const started = [];
  const stop = async () => {
    for (const { child } of started.reverse()) await stopServer(child);
  };
  try {
    for (const [index, apiPort] of apiPorts.entries()) {
      const dataDir = path.join(runDir, `api${index + 1}`);
      fs.mkdirSync(dataDir, { recursive: true });
      const server = await startServer({
        apiDist,
        port: apiPort,
        dataDir,
        databaseUrl,
        env: { ...env, PUBLIC_URL: `http://localhost:${port}` },
        logFile: path.join(runDir, `api${index + 1}.log`),
      });
      started.push({ child: server.child, port: apiPort });
    }
    const haproxy = await startHaproxy({ port, apiPorts, runDir });
    started.push({ child: haproxy });
    const base = `http://127.0.0.1:${port}`;
    await waitForBalancer(base);
    return { base, apis: started.filter((entry) => entry.port).map(({ child, port: apiPort }) => ({ pid: child.pid, port: apiPort })), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** HAProxy marks a server up after its first good check: wait until an answer comes through. */
async function waitForBalancer(base) {
  const deadline = Date.now() + 20_000;
  while (
    !(await fetch(`${base}/api/departments/8/towns`).then(
      (answer) => answer.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error('no answer through the balancer within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

module.exports = { startStack };
