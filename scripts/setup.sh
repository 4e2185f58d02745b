#!/usr/bin/env bash
# One-time set-up on a fresh machine: exact dependencies from the lock file, then every build.
set -euo pipefail
cd "$(dirname "$0")/.."
# Exactly the committed lock (scripts/complete-lock.js keeps it complete for every platform).
npm ci --no-audit --no-fund
npm run build
