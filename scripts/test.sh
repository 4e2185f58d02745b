#!/usr/bin/env bash
# The README's test command (`npm test`) and what CI runs: every test, in order of cost.
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
bash scripts/ensure-deps.sh
# The registries that list what folders hold (modules, pages, translation files, the client's routes).
node scripts/registries.js

# Each step says when it starts (seconds into the run): what to look at when the run grows long.
step() { printf '\n\033[1m» %s\033[0m (at %ss)\n' "$*" "$SECONDS"; }

step "type check (tsc -b)"
npx tsc -b

# eslint.config.js: typescript-eslint, the rules of hooks and the import boundaries (icons one by
# one, no remote importing another, …); scripts/lint-rules.test.js (run by jest below) proves them.
step "lint and format (ESLint, Prettier)"
npx eslint . --max-warnings 0
npx prettier --check .

step "front-end unit and component tests (jest, jsdom) and the lint-rule tests"
# Jest's default (one worker less than the cores) runs them in band on a 2-core machine; each file
# is its own jsdom, so one worker per core.
npx jest --ci --maxWorkers="$(nproc)"

step "API tests over HTTP on PGlite${DATABASE_URL:+ and PostgreSQL}"
npm test -w api

step "production build of the six front-end apps and the API"
npx nx run-many -t build --parallel=2 --outputStyle=static

# The marketplace day of `npm run load`, short: 20 people for 60 s through HAProxy on two API
# processes over PostgreSQL, limits in Redis; it fails on any answer not a 2xx, a change unheard or
# a broken end check (stock = ledger…); the latency and memory targets are the full day's.
if [ -n "${DATABASE_URL:-}" ] && [ -n "${REDIS_URL:-}" ]; then
  step "a short marketplace day under load (npm run load, 20 people, 60 s)"
  LOAD_USERS=20 LOAD_SECONDS=60 LOAD_BUILD=false LOAD_TARGETS=report node scripts/load.js
fi

step "browser suite in Chromium (es and en)"
npm test -w e2e
step "all passed in ${SECONDS}s"
