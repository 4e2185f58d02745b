#!/usr/bin/env bash
# The README's test command (`npm test`) and what CI runs: every test, in order of cost.
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
bash scripts/ensure-deps.sh

step() { printf '\n\033[1m» %s\033[0m\n' "$*"; }

step "type check (tsc -b)"
npx tsc -b
# Icons are federated one by one (config/webpack.mf.js); the package root would ship all of them.
if grep -rnE "from '@ant-design/icons'" --include='*.ts' --include='*.tsx' shell/src shared-ui/src mf-*/src; then
  echo "import icons one by one: import HomeOutlined from '@ant-design/icons/HomeOutlined'" >&2
  exit 1
fi

step "front-end unit and component tests (jest, jsdom)"
npx jest --ci

step "API tests over HTTP on PGlite${DATABASE_URL:+ and PostgreSQL}"
npm test -w api

step "production build of the six front-end apps and the API"
npx nx run-many -t build --parallel=2 --outputStyle=static

step "browser suite in Chromium (es and en)"
npm test -w e2e
