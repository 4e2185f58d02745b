import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { departments, towns } from '../modules/geo/tables';

// Same path from src/seed and dist/seed.
export const DIVIPOLA_CSV = path.resolve(__dirname, '../../data/colombia-divipola.csv');

/** Minimal RFC 4180 line parser: the file quotes names that contain commas. */
export function parseCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}

export function readDivipola(file = DIVIPOLA_CSV) {
  const lines = fs
    .readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '');
  const header = parseCsvLine(lines[0]);
  const col = (name: string) => header.indexOf(name);
  const [dc, dn, tc, tn] = ['department_code', 'department_name', 'town_code', 'town_name'].map(col);
  const deps = new Map<number, string>();
  const townRows: { id: string; name: string; departmentId: number }[] = [];
  for (const line of lines.slice(1)) {
    const cells = parseCsvLine(line);
    const departmentId = Number(cells[dc]);
    deps.set(departmentId, cells[dn]);
    townRows.push({ id: cells[tc].padStart(5, '0'), name: cells[tn], departmentId });
  }
  return { departments: [...deps].map(([id, name]) => ({ id, name })), towns: townRows };
}

/** Loads the 33 departments and 1,094 towns when the tables are empty. */
export async function seedGeography(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(departments);
  if (Number(n) > 0) return false;
  const data = readDivipola();
  await db.transaction(async (tx) => {
    await tx.insert(departments).values(data.departments);
    for (let i = 0; i < data.towns.length; i += 500) {
      await tx.insert(towns).values(data.towns.slice(i, i + 500));
    }
  });
  return true;
}
