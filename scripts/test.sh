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

step "browser suite in Chromium (es and en)"
npm test -w e2e
step "all passed in ${SECONDS}s"
