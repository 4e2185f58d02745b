const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { registriesOf, namespaceFiles, remoteNames, apiModules, remotePages, remoteNamespace } = require('./registries');

const root = path.resolve(__dirname, '..');
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });

/**
 * The lists a new domain is added to by hand (docs/architecture.md, "Adding a domain"), each with
 * the test that fails when it is forgotten. Everything else that lists a folder is written by
 * scripts/registries.js.
 */
const HAND_KEPT = [
  { file: 'contracts/src/routes/index.ts', guard: 'this file: every route file of the contract is in the map' },
  { file: 'mf-<remote>/src/pages.json', guard: 'shell/src/routes/remote-manifests.test.ts' },
  { file: 'shell/src/features/navigation/menu-config.ts', guard: 'shell/src/features/navigation/menu-config.test.ts' },
];

describe('the registries written from what their folders hold', () => {
  const registries = registriesOf();

  // In plain Node: the contract's routes are read from their TypeScript source, which jest's own
  // module system would not hand to the TypeScript compiler.
  test('each is current', () => {
    let stale;
    try {
      stale = execFileSync(process.execPath, [path.join(__dirname, 'registries.js'), '--check'], { encoding: 'utf8' });
    } catch (failed) {
      stale = failed.stdout;
    }
    expect(JSON.parse(stale)).toEqual([]);
  });

  test('none is kept in git: each is ignored and untracked', () => {
    const outputs = registries.map((r) => r.output);
    expect(git('ls-files', ...outputs).trim()).toBe('');
    expect(
      git('check-ignore', ...outputs)
        .trim()
        .split('\n')
        .sort(),
    ).toEqual([...outputs].sort());
  });

  test('docs/architecture.md names each of them and each list kept by hand', () => {
    const docs = read('docs/architecture.md');
    const named = [...registries.map((r) => r.output.replace(/^mf-\w+\//, 'mf-<remote>/')), ...HAND_KEPT.map((h) => h.file)];
    expect([...new Set(named)].filter((file) => !docs.includes(file))).toEqual([]);
  });
});

describe('adding a domain', () => {
  // A domain added as docs/architecture.md says, in a scratch copy of the layout: a module folder,
  // a remote with a page and a translation file. The registries pick each up with no other edit.
  let scratch;
  beforeAll(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'registries-'));
    const put = (file, content) => {
      fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
      fs.writeFileSync(path.join(scratch, file), content);
    };
    put('api/src/modules/stock/index.ts', '');
    put('api/src/modules/cold-rooms/index.ts', '');
    put('api/src/modules/cold-rooms/service.ts', '');
    put('mf-storage/src/pages.json', JSON.stringify([{ path: '/coldRooms', expose: 'ColdRoomsPage', file: 'cold-rooms-page.tsx' }]));
    put('mf-storage/src/i18n/rooms.es.json', JSON.stringify({ rooms: { title: 'Cuartos fríos' } }));
    put('mf-storage/src/i18n/rooms.en.json', JSON.stringify({ rooms: { title: 'Cold rooms' } }));
    put('mf-storage/src/i18n/register.ts', '');
  });
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  test('its API module is registered from its folder', () => {
    expect(apiModules(scratch)).toContain("import coldRooms from './cold-rooms';");
    expect(apiModules(scratch)).toMatch(/API_MODULES = \[coldRooms, stock\] as const/);
  });

  test('its remote’s page reaches the shell’s route table', () => {
    expect(JSON.parse(remotePages(scratch))).toEqual({ storage: { '/coldRooms': 'ColdRoomsPage' } });
  });

  test('its translation file joins the remote’s namespace in each language', () => {
    expect(JSON.parse(remoteNamespace(scratch, 'storage'))).toEqual({
      es: { rooms: { title: 'Cuartos fríos' } },
      en: { rooms: { title: 'Cold rooms' } },
    });
    expect(registriesOf(scratch).map((r) => r.output)).toContain('mf-storage/src/i18n/namespace.generated.json');
  });
});

describe('the lists kept by hand', () => {
  test('every route file of the contract is in its route map', () => {
    const index = read('contracts/src/routes/index.ts');
    const files = fs
      .readdirSync(path.join(root, 'contracts/src/routes'))
      .filter((file) => file !== 'index.ts' && file.endsWith('.ts'))
      .map((file) => file.replace(/\.ts$/, ''));
    const unlisted = files.filter((file) => {
      const name = index.match(new RegExp(`import \\{ (\\w+) \\} from '\\./${file}';`))?.[1];
      return !name || !new RegExp(`\\.\\.\\.${name},`).test(index);
    });
    expect(unlisted).toEqual([]);
  });
});

describe('a remote’s translation files', () => {
  // Merged by their top-level keys: two files with the same key would silently lose one.
  test.each(remoteNames(root))('of %s share no top-level key, and say the same keys in es and en', (remote) => {
    const keysOf = (file) => Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')));
    const paths = (value, prefix = '') =>
      Object.entries(value).flatMap(([key, inner]) => (inner && typeof inner === 'object' ? paths(inner, `${prefix}${key}.`) : [`${prefix}${key}`]));
    for (const language of ['es', 'en']) {
      const keys = namespaceFiles(root, remote, language).flatMap(keysOf);
      expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    }
    const { es, en } = JSON.parse(remoteNamespace(root, remote));
    const [esPaths, enPaths] = [new Set(paths(es)), new Set(paths(en))];
    expect([...esPaths].filter((p) => !enPaths.has(p))).toEqual([]);
    expect([...enPaths].filter((p) => !esPaths.has(p))).toEqual([]);
  });
});
