#!/usr/bin/env bash
# One-time set-up on a fresh machine: exact dependencies from the lock file, then every build.
set -euo pipefail
cd "$(dirname "$0")/.."
# `npm install` with the committed lock installs exactly its versions. Not `npm ci`: npm leaves the
# other platforms' optional bindings of a peer dependency (@rspack/core, via Module Federation) out
# of the lock, and `npm ci` then refuses a lock that `npm install` accepts as it is.
npm install --no-audit --no-fund
npm run build
