import { compatibilityPlugin, incompatibilities } from './compatibility';
import { isRemoteIncompatible } from './remote-errors';

const SHELL = { '@agrocadena/shared-ui': '1.4.0', '@agrocadena/contracts': '1.2.3' };
const declared = (sharedUi: string, contracts = '1.2.3') => [
  { name: 'react', version: '18.3.1' },
  { name: '@agrocadena/shared-ui', version: sharedUi },
  { name: '@agrocadena/contracts', version: contracts },
];

test('a remote built against the same majors runs, one minor ahead or behind included', () => {
  for (const version of ['1.4.0', '1.5.0', '1.3.0', '1.0.0', '1.4.9']) expect(incompatibilities(declared(version), SHELL)).toEqual([]);
});

test('another major of shared-ui or of the contract is refused, naming both versions', () => {
  expect(incompatibilities(declared('2.0.0'), SHELL)).toEqual(['built against @agrocadena/shared-ui 2.0.0, this shell runs 1.4.0']);
  expect(incompatibilities(declared('0.27.0'), SHELL)).toEqual(['built against @agrocadena/shared-ui 0.27.0, this shell runs 1.4.0']);
  expect(incompatibilities(declared('1.4.0', '2.1.0'), SHELL)).toEqual(['built against @agrocadena/contracts 2.1.0, this shell runs 1.2.3']);
});

test('a package is judged by whichever of its halves the remote shares (the contract only as /core and /client, say)', () => {
  const halves = [
    { name: '@agrocadena/shared-ui/core', version: '1.4.0' },
    { name: '@agrocadena/contracts/client', version: '2.0.0' },
  ];
  expect(incompatibilities(halves, SHELL)).toEqual(['built against @agrocadena/contracts 2.0.0, this shell runs 1.2.3']);
});

test('a remote that does not use a package is not judged by it', () => {
  expect(incompatibilities([{ name: 'react', version: '18.3.1' }], SHELL)).toEqual([]);
});

describe('the federation runtime plugin', () => {
  // What runtime 2.9.2 hands the hook: the manifest as fetched, and the shell's own registrations.
  const origin = {
    options: {
      name: 'shell',
      shared: {
        '@agrocadena/shared-ui': [
          { version: '2.0.0', from: 'inventory' },
          { version: '1.4.0', from: 'shell' },
        ],
        '@agrocadena/contracts': [{ version: '1.2.3', from: 'shell' }],
      },
    },
  };
  const afterLoadManifest = (shared: { name: string; version: string }[]) =>
    compatibilityPlugin().afterLoadManifest!({
      manifestUrl: 'http://127.0.0.1:4001/mf-manifest.json',
      moduleInfo: { name: 'inventory', entry: 'http://127.0.0.1:4001/mf-manifest.json' },
      manifestJson: { shared } as never,
      origin: origin as never,
    });

  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  test("refuses a remote a major ahead before its code loads, judged by the shell's own versions, and logs why", () => {
    let thrown: unknown;
    try {
      afterLoadManifest(declared('2.0.0'));
    } catch (error) {
      thrown = error;
    }
    expect(isRemoteIncompatible(thrown)).toBe(true);
    expect((thrown as Error).message).toBe('remote "inventory" not mounted: built against @agrocadena/shared-ui 2.0.0, this shell runs 1.4.0');
    expect(console.error).toHaveBeenCalledWith(`[shell] ${(thrown as Error).message}`);
  });

  test('lets a compatible remote through', () => {
    expect(afterLoadManifest(declared('1.5.0'))).toBeUndefined();
    expect(console.error).not.toHaveBeenCalled();
  });
});
