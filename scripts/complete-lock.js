#!/usr/bin/env node
// Completes package-lock.json with the other platforms' native bindings, so `npm ci` accepts it.
//
// Some packages ship their native code as one optional package per platform (nx, jest's
// unrs-resolver, rspack's bindings). `npm install` writes into the lock only the ones the registry
// it talks to can describe; the registry this project's machines see holds the Linux builds only,
// so the lock lacked the rest and `npm ci` refused it as "not in sync". This script adds each
// missing one with its exact version (the one its parent pins) and the platform fields the package
// publishes (os, cpu, libc; taken from the nearest published version when the registry lacks that
// exact one). npm never downloads a binding whose platform does not match the machine; on a
// machine where one does match, npm fetches it by version from its registry.
//
// Run after `npm install` changed the lock: `node scripts/complete-lock.js`. A test
// (scripts/complete-lock.test.js) fails when the committed lock needs it.
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const LOCK = path.resolve(__dirname, '../package-lock.json');

/** [{ parentKey, name, version }] for every optional dependency the lock names but does not hold. */
function missingOptionals(lock) {
  const keys = Object.keys(lock.packages);
  const missing = [];
  for (const [parentKey, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const held = keys.some((key) => key === `node_modules/${name}` || key.endsWith(`/node_modules/${name}`));
      if (!held) missing.push({ parentKey, name, version });
    }
  }
  return missing;
}

function registry() {
  return execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).trim().replace(/\/$/, '');
}

/** The platform fields of `name`@`version`, or of the newest published version that declares them. */
async function platformOf(name, version, registryUrl) {
  const res = await fetch(`${registryUrl}/${name.replace('/', '%2f')}`, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${name}: the registry answered ${res.status}`);
  const packument = await res.json();
  const candidates = [packument.versions?.[version], ...Object.values(packument.versions ?? {}).reverse()].filter(Boolean);
  const described = candidates.find((manifest) => manifest.os || manifest.cpu);
  if (!described) throw new Error(`${name}: no published version says which platform it is for`);
  return { os: described.os, cpu: described.cpu, libc: described.libc, license: described.license };
}

function entryFor(parent, version, platform) {
  const entry = { version };
  if (platform.cpu) entry.cpu = platform.cpu;
  if (parent.dev) entry.dev = true;
  if (platform.libc) entry.libc = platform.libc;
  if (platform.license) entry.license = platform.license;
  entry.optional = true;
  if (platform.os) entry.os = platform.os;
  if (parent.peer) entry.peer = true;
  return entry;
}

async function main() {
  const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'));
  const missing = missingOptionals(lock);
  if (process.argv.includes('--check')) {
    for (const m of missing) console.error(`missing from the lock: ${m.name}@${m.version} (optional for ${m.parentKey})`);
    process.exit(missing.length ? 1 : 0);
  }
  const registryUrl = registry();
  for (const { parentKey, name, version } of missing) {
    const parent = lock.packages[parentKey];
    const at = parentKey.lastIndexOf('node_modules/') === 0 ? `node_modules/${name}` : `${parentKey}/node_modules/${name}`;
    lock.packages[at] = entryFor(parent, version, await platformOf(name, version, registryUrl));
  }
  fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
  // npm puts the entries in its own order on its next write; let it, so later diffs stay small.
  execFileSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: path.dirname(LOCK),
    stdio: 'inherit',
  });
  console.log(`package-lock.json: ${missing.length} platform binding(s) added`);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

module.exports = { missingOptionals };
