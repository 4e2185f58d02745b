// What the day does to the machine, once a second: each API process's resident memory (the kernel's
// count, /proc/<pid>/status), its CPU (% of one core over the second, /proc/<pid>/stat), how long it takes to answer its liveness probe directly (it touches
// nothing: the time is the process's event-loop delay plus one small request), and PostgreSQL's
// connections to the day's database, all and working.
const fs = require('node:fs');

/** The process's CPU time so far, in seconds (user and system: fields 14 and 15 of /proc/<pid>/stat, in ticks of 1/100 s). */
const cpuSeconds = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

const rssMiB = (pid) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : null;
};

async function probeMs(port) {
  const started = performance.now();
  const answer = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
  return answer?.ok ? Math.round((performance.now() - started) * 10) / 10 : null;
}

/** Samples every `everyMs` until stopped; `stop()` resolves to the samples. */
function watch({ apis, db, databaseName, everyMs = 1000 }) {
  const samples = [];
  const started = Date.now();
  let lastCpu = apis.map(({ pid }) => ({ at: performance.now(), seconds: cpuSeconds(pid) }));
  let sampling = Promise.resolve();
  const timer = setInterval(() => {
    sampling = sampling.then(async () => {
      const { rows } = await db.query(
        `select count(*)::int as total, (count(*) filter (where state <> 'idle'))::int as working
         from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
        [databaseName],
      );
      const cpu = apis.map(({ pid }) => ({ at: performance.now(), seconds: cpuSeconds(pid) }));
      const cpuPercent = cpu.map((now, index) => Math.round(((now.seconds - lastCpu[index].seconds) / ((now.at - lastCpu[index].at) / 1000)) * 100));
      lastCpu = cpu;
      samples.push({
        second: Math.round((Date.now() - started) / 1000),
        rssMiB: apis.map(({ pid }) => rssMiB(pid)),
        cpuPercent,
        probeMs: await Promise.all(apis.map(({ port }) => probeMs(port))),
        connections: rows[0],
      });
    });
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await sampling;
      return samples;
    },
  };
}

module.exports = { watch };
