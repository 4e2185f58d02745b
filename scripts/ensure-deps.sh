#!/usr/bin/env bash
# Installs what the test run needs when it is missing: npm packages, Debian's Chromium (the browser
# suite) and HAProxy (the load run's balancer, scripts/load/stack.js).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "» installing npm dependencies from package-lock.json"
  npm ci --no-audit --no-fund
fi
missing=()
if ! command -v chromium >/dev/null 2>&1 && [ ! -x /usr/bin/chromium ]; then missing+=(chromium); fi
if ! command -v haproxy >/dev/null 2>&1 && [ ! -x /usr/sbin/haproxy ]; then missing+=(haproxy); fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "» installing Debian's ${missing[*]}"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
