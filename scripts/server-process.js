// How the API's process is started, by `npm start` (start.js) and by the benchmarks, so that what
// is measured is what runs. Both settings keep the resident memory of the embedded default low
// (issue 14, item 3; scripts/bench/memory.js, side by side, MiB idle after a start):
//  - MALLOC_ARENA_MAX=2: glibc gives each thread that allocates (libvips's, PGlite's file system
//    ones) an arena of its own that it never returns; 2 caps them (~20-30 MiB);
//  - --max-semi-space-size=2: V8's young generation grows to 16 MiB semi-spaces under load and keeps
//    them; 2 MiB ones (more, shorter scavenges) held ~20-40 MiB less, throughput within the noise.
const path = require('node:path');

const SERVER_NODE_FLAGS = ['--max-semi-space-size=2'];

/** The node arguments that run the API built in `apiDist`. */
const serverArgs = (apiDist = path.resolve(__dirname, '../api/dist')) => [...SERVER_NODE_FLAGS, path.join(apiDist, 'main.js')];

/** The environment it runs with: `env` plus the allocator setting, unless the operator set one. */
const serverEnv = (env = process.env) => ({ MALLOC_ARENA_MAX: '2', ...env });

module.exports = { serverArgs, serverEnv };
