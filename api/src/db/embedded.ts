import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type Extension } from '@electric-sql/pglite';

// PGlite's contrib entry points ship CommonJS builds but only ESM type declarations, which a
// CommonJS file may not import: required, and typed by hand.
/* eslint-disable @typescript-eslint/no-require-imports */
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension };
const { unaccent } = require('@electric-sql/pglite/contrib/unaccent') as { unaccent: Extension };
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * The embedded PostgreSQL's settings, for memory (issue 14, item 3). PGlite keeps Postgres's shared
 * memory inside its WebAssembly heap, resident from the start, and that heap never shrinks: the
 * 128 MB of shared_buffers initdb picks held ~120 MiB (151 of a 189 MiB heap resident, against 29
 * of 128 MiB with 16 MB) for a database of a few MB whose files the OS caches anyway. With 16 MB
 * the API's RSS on an existing DATA_DIR went from ~400 to ~260 MiB, and at a first start initdb's
 * own instance no longer grows its heap (peak ~900 → ~740 MiB). On the command line, so databases
 * created before take it too, and to initdb, which writes it into postgresql.conf. Durability is
 * the same either way: PGlite always runs Postgres with fsync off (-F in its defaultStartParams).
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];
export const PGLITE_OPTIONS = {
  // The catalogue's search (migration 0015): accent folding and trigram matching, as on a server.
  extensions: { pg_trgm, unaccent },
  startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  initDbStartParams: PGLITE_SETTINGS,
};

/**
 * A new embedded database made once by the build (`node dist/db/write-template.js`: created,
 * migrated, geography loaded) and copied into a new DATA_DIR. PGlite creates a database by running
 * initdb in a second Postgres instance whose 128 MiB heap it copies and keeps alive afterwards, and
 * the first migrations grow its heap for good: a first start peaked at ~740 MiB and idled at
 * 430–640 MiB; from the copy it starts as any later start does. Pending migrations and the demo
 * seed still run at start.
 */
export const TEMPLATE_DIR = path.resolve(__dirname, '../pglite-template');
const MARKER = 'agrocadena-template.json';

/** The PGlite release that made (or would make) a database: a template serves only its own. */
function pgliteVersion(): string {
  const manifest = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '../package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Marks `dir` (a closed database folder) as a template of this PGlite release and settings. */
export function markTemplate(dir: string): void {
  fs.writeFileSync(path.join(dir, MARKER), JSON.stringify({ pglite: pgliteVersion(), settings: PGLITE_SETTINGS }));
}

/**
 * Fills a DATA_DIR's database folder that holds no database yet from the template, when there is
 * one made by this PGlite release with these settings. False: PGlite creates it (the tests, `tsc`
 * output without the build's last step).
 */
export function copyTemplateInto(dataPath: string, dir = TEMPLATE_DIR): boolean {
  if (fs.existsSync(path.join(dataPath, 'PG_VERSION'))) return false;
  let marker: { pglite?: string; settings?: string[] };
  try {
    marker = JSON.parse(fs.readFileSync(path.join(dir, MARKER), 'utf8'));
  } catch {
    return false;
  }
  if (marker.pglite !== pgliteVersion() || JSON.stringify(marker.settings) !== JSON.stringify(PGLITE_SETTINGS)) return false;
  fs.cpSync(dir, dataPath, { recursive: true, filter: (source) => path.basename(source) !== MARKER });
  return true;
}
