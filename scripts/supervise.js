// Keeps one Node child process running for `npm start` (scripts/start.js): a child that dies on its
// own is started again; a stop asked for (SIGINT/SIGTERM) ends it for good.
const { spawn } = require('node:child_process');

/**
 * Runs `node <args>` and starts it again whenever it exits other than cleanly (a non-zero code, or
 * killed by a signal nobody here asked for), after a back-off that doubles from `minDelayMs` up to
 * `maxDelayMs` and starts over once a run lasted `resetAfterMs` — a crash loop does not spin, a
 * rare crash comes back at once. A child that exits with 0 by itself is done. `stop(signal)`
 * forwards the signal and stops restarting; `exited` resolves with the code to leave with.
 */
function supervise({ args, spawnOptions = {}, log = (line) => console.error(line), minDelayMs = 500, maxDelayMs = 30_000, resetAfterMs = 60_000 }) {
  let child = null;
  let stopping = false;
  let delay = minDelayMs;
  let restartTimer = null;
  let finish;
  const exited = new Promise((resolve) => (finish = resolve));

  const start = () => {
    restartTimer = null;
    const startedAt = Date.now();
    child = spawn(process.execPath, args, spawnOptions);
    child.on('error', (error) => log(`[start] the server could not be started: ${error.message}`));
    child.on('exit', (code, signal) => {
      child = null;
      if (stopping || code === 0) return finish(code ?? 0);
      if (Date.now() - startedAt >= resetAfterMs) delay = minDelayMs;
      log(`[start] the server ${signal ? `was killed by ${signal}` : `exited with code ${code}`}; restarting in ${(delay / 1000).toFixed(1)} s`);
      restartTimer = setTimeout(start, delay);
      delay = Math.min(delay * 2, maxDelayMs);
    });
  };

  const stop = (signal) => {
    stopping = true;
    if (child) {
      child.kill(signal);
      return;
    }
    clearTimeout(restartTimer);
    finish(0);
  };

  start();
  return { stop, exited, pid: () => child?.pid ?? null };
}

module.exports = { supervise };
