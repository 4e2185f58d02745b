import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runSeeds } from '../seed';
import { openDatabase } from './client';
import { markTemplate, TEMPLATE_DIR } from './embedded';

/** The build's last step (`npm run build -w api`): the template of a new DATA_DIR's database (embedded.ts). */
async function writeTemplate(): Promise<void> {
  fs.rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agrocadena-template-'));
  try {
    const database = await openDatabase({ dataDir });
    await runSeeds(database.db, { demo: false });
    await database.close();
    fs.cpSync(path.join(dataDir, 'db'), TEMPLATE_DIR, { recursive: true });
    markTemplate(TEMPLATE_DIR);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

writeTemplate().catch((error) => {
  console.error(error);
  process.exit(1);
});
