import fs from 'node:fs';
import path from 'node:path';

/**
 * A lint of the API's sources, read as text: which files write to a table that one module owns.
 * It reads drizzle's `.insert(table)` / `.update(table)` under whatever name the file imports the
 * table by, and raw SQL that names the table; a write built elsewhere and passed in as a variable
 * goes unseen, which is why every module reaches the tables through named imports.
 */

export const API_SOURCES = path.resolve(__dirname, '../../src');

/** The API's runtime sources: every .ts under src/, tests left out. Paths relative to src/, with '/'. */
export function apiSourceFiles(root = API_SOURCES): string[] {
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
    .sort();
}

/** A table as the sources name it. */
export interface OwnedTable {
  /** The drizzle table's export, e.g. `stockMovements`. */
  name: string;
  /** The folder under modules/ whose tables.ts exports it, e.g. `products`. */
  module: string;
  /** The table's SQL name, e.g. `stock_movements`. */
  sqlName: string;
  /** Only writes of these columns count (drizzle keys, SQL names); every write counts when absent. */
  columns?: { keys: string[]; sqlNames: string[] };
}

export interface TableWrite {
  file: string;
  line: number;
  table: string;
  excerpt: string;
}

/** The names `file` imports `table` by: `products`, `products as p` → p, `* as t` → t.products. */
function localNames(file: string, source: string, table: OwnedTable): string[] {
  const fromTables = (specifier: string) => path.posix.join(path.posix.dirname(file), specifier) === `modules/${table.module}/tables`;
  const names: string[] = [];
  for (const [, named, specifier] of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    if (!fromTables(specifier)) continue;
    for (const part of named.split(',')) {
      const [imported, alias] = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      if (imported === table.name) names.push(alias ?? imported);
    }
  }
  for (const [, namespace, specifier] of source.matchAll(/import\s+\*\s+as\s+(\w+)\s+from\s*['"]([^'"]+)['"]/g)) {
    if (fromTables(specifier)) names.push(`${namespace}.${table.name}`);
  }
  return names;
}

/** The text between the parenthesis at `open` and its match. */
function parenthesised(source: string, open: number): string {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '(') depth++;
    else if (source[i] === ')' && --depth === 0) return source.slice(open + 1, i);
  }
  return source.slice(open + 1);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length;

/** Does the object literal of a `.set(…)`/`.values(…)` give one of `keys` (`key: …` or the shorthand `key`)? */
function givesKey(argument: string, keys: string[]): boolean {
  return new RegExp(`(?:^|[{,])\\s*(?:${keys.map(escape).join('|')})\\s*[:,}]`).test(argument);
}

/** Every write to `tables` in one source text. */
export function writesIn(file: string, source: string, tables: readonly OwnedTable[]): TableWrite[] {
  const found: TableWrite[] = [];
  const record = (table: OwnedTable, index: number) =>
    found.push({ file, line: lineOf(source, index), table: table.sqlName, excerpt: source.slice(index, index + 80).split('\n')[0] });
  for (const table of tables) {
    for (const name of localNames(file, source, table)) {
      for (const match of source.matchAll(new RegExp(`\\.(insert|update)\\(\\s*${escape(name)}\\s*\\)`, 'g'))) {
        const index = match.index ?? 0;
        if (!table.columns) {
          record(table, index);
          continue;
        }
        // The columns written are those of the call's next .set( or .values(.
        const rest = source.slice(index + match[0].length);
        const call = /^\s*\.(set|values)\(/.exec(rest);
        if (call && givesKey(parenthesised(rest, call[0].length - 1), table.columns.keys)) record(table, index);
      }
    }
    const columns = table.columns ? `[^;\`]*\\b(?:${table.columns.sqlNames.join('|')})\\b` : '';
    const rawWrite = new RegExp(`\\b(?:insert\\s+into|update)\\s+"?${table.sqlName}"?\\b${columns}`, 'gi');
    for (const match of source.matchAll(rawWrite)) record(table, match.index ?? 0);
  }
  return found;
}

/** Every write to `tables` in the API's sources that `allowed` (a path relative to src/) does not let through. */
export function writesOutside(tables: readonly OwnedTable[], allowed: (file: string) => boolean, root = API_SOURCES): TableWrite[] {
  return apiSourceFiles(root)
    .filter((file) => !allowed(file))
    .flatMap((file) => writesIn(file, fs.readFileSync(path.join(root, file), 'utf8'), tables));
}

/** One line per write, for a failure that names the file. */
export const describeWrites = (writes: readonly TableWrite[]): string[] =>
  writes.map((w) => `src/${w.file}:${w.line} writes ${w.table}: ${w.excerpt.trim()}`);
