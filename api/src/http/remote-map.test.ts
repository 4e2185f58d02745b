import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseRemoteMap, remoteMapSource } from './remote-map';

test('a remote map names each remote with a path on this server or an http(s) URL', () => {
  expect(parseRemoteMap('{"inventory":"https://inventory.agro.test/v7/mf-manifest.json","account":"/remotes/account/mf-manifest.json"}')).toEqual({
    inventory: 'https://inventory.agro.test/v7/mf-manifest.json',
    account: '/remotes/account/mf-manifest.json',
  });
  expect(parseRemoteMap('{}')).toEqual({});
});

test.each([
  ['{"inventory": ', /not JSON/],
  ['["inventory"]', /must be an object/],
  ['{"Inventory!":"/x.json"}', /"Inventory!" is not a remote name/],
  ['{"inventory":42}', /entry of "inventory"/],
  ['{"inventory":"javascript:alert(1)"}', /entry of "inventory"/],
  ['{"inventory":"//evil.test/mf-manifest.json"}', /entry of "inventory"/],
])('%s is refused with the reason', (text, reason) => {
  expect(() => parseRemoteMap(text)).toThrow(reason);
});

describe('the deployed map', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-map-'));
    file = path.join(dir, 'remotes.json');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** A replacement a deployment makes: another content, another modification time. */
  function replace(content: string, secondsLater: number) {
    fs.writeFileSync(file, content);
    const at = new Date(Date.now() + secondsLater * 1000);
    fs.utimesSync(file, at, at);
  }

  test('is read again when a deployment replaces the file; an invalid replacement keeps the last good map and is reported', () => {
    replace('{"inventory":"/remotes/inventory/mf-manifest.json"}', 0);
    const reported: string[] = [];
    const current = remoteMapSource({ file, onInvalid: (error) => reported.push(error.message) });
    expect(current().map).toEqual({ inventory: '/remotes/inventory/mf-manifest.json' });

    replace('{"inventory":"http://127.0.0.1:4001/mf-manifest.json"}', 5);
    expect(current().map).toEqual({ inventory: 'http://127.0.0.1:4001/mf-manifest.json' });

    replace('{"inventory":', 10);
    expect(current().map).toEqual({ inventory: 'http://127.0.0.1:4001/mf-manifest.json' });
    expect(current().map).toEqual({ inventory: 'http://127.0.0.1:4001/mf-manifest.json' });
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatch(/not JSON/);
  });

  test('an invalid file at start-up stops the server with the reason; a missing one is an empty map', () => {
    replace('{"inventory":42}', 0);
    expect(() => remoteMapSource({ file })).toThrow(/remotes\.json: the entry of "inventory"/);
    expect(remoteMapSource({ file: path.join(dir, 'absent.json') })()).toEqual({ map: {}, origins: [] });
  });

  test('REMOTES_JSON, the map itself, wins over the file', () => {
    replace('{"inventory":"/remotes/inventory/mf-manifest.json"}', 0);
    expect(remoteMapSource({ file, inline: '{"inventory":"https://cdn.agro.test/inventory/mf-manifest.json"}' })()).toEqual({
      map: { inventory: 'https://cdn.agro.test/inventory/mf-manifest.json' },
      origins: ['https://cdn.agro.test'],
    });
    expect(() => remoteMapSource({ file, inline: 'inventory=/x' })).toThrow(/not JSON/);
  });
});
