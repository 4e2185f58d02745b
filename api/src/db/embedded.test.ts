import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyTemplateInto, markTemplate } from './embedded';

let root: string;
const dir = (name: string) => path.join(root, name);

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'agro-template-test-'));
  fs.mkdirSync(dir('template/base'), { recursive: true });
  fs.writeFileSync(dir('template/PG_VERSION'), '17\n');
  fs.writeFileSync(dir('template/base/1'), 'catalog');
  markTemplate(dir('template'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test('a new database folder is filled from a template of this PGlite release, without its marker', () => {
  expect(copyTemplateInto(dir('data/db'), dir('template'))).toBe(true);
  expect(fs.readFileSync(dir('data/db/base/1'), 'utf8')).toBe('catalog');
  expect(fs.readdirSync(dir('data/db')).sort()).toEqual(['PG_VERSION', 'base']);
});

test('an existing database is never replaced', () => {
  fs.mkdirSync(dir('data/db'), { recursive: true });
  fs.writeFileSync(dir('data/db/PG_VERSION'), '17\n');
  expect(copyTemplateInto(dir('data/db'), dir('template'))).toBe(false);
  expect(fs.existsSync(dir('data/db/base'))).toBe(false);
});

test('no template, or one made by another PGlite release or other settings: PGlite creates the database', () => {
  expect(copyTemplateInto(dir('data/db'), dir('missing'))).toBe(false);
  const marker = path.join(dir('template'), 'agrocadena-template.json');
  const made = JSON.parse(fs.readFileSync(marker, 'utf8'));
  for (const other of [
    { ...made, pglite: '0.0.1' },
    { ...made, settings: ['-c', 'shared_buffers=128MB'] },
  ]) {
    fs.writeFileSync(marker, JSON.stringify(other));
    expect(copyTemplateInto(dir('data/db'), dir('template'))).toBe(false);
  }
  expect(fs.existsSync(dir('data/db'))).toBe(false);
});
