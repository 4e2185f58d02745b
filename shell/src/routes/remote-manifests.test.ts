import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_ROUTES, type RemoteName } from './remote-pages';
import { type PageManifestEntry } from '@agrocadena/shared-ui/harness';
import { readQueryOf } from '../remotes/read-query';

// Read from disk, not imported: a JSON file of another app is outside this project's rootDir.
const remoteSrc = (remote: RemoteName) => join(__dirname, '../../..', `mf-${remote}`, 'src');
const manifestOf = (remote: RemoteName): PageManifestEntry[] => JSON.parse(readFileSync(join(remoteSrc(remote), 'pages.json'), 'utf8'));
const repeated = (values: string[]) => values.filter((value, i) => values.indexOf(value) !== i);

// The remote's pages.json decides what its webpack build exposes; the shell asks for the expose
// REMOTE_ROUTES names. A page the table does not list, or lists under another name, would never
// load. Routes no manifest lists yet are fine: the shell shows them as "not in this version".
describe.each(Object.keys(REMOTE_ROUTES) as RemoteName[])('the %s remote’s pages.json', (remote) => {
  const pages = manifestOf(remote);
  const routes: Record<string, string> = REMOTE_ROUTES[remote];

  it('exposes each page under the path and expose name of the shell’s route table', () => {
    const unknownToShell = pages.filter((p) => routes[p.path] !== p.expose).map((p) => `${p.path} → ${p.expose}`);
    expect(unknownToShell).toEqual([]);
  });

  it('lists each path and each expose once', () => {
    expect(repeated(pages.map((p) => p.path))).toEqual([]);
    expect(repeated(pages.map((p) => p.expose))).toEqual([]);
  });

  // The shell reads these into the query cache with the page's code (remotes/first-reads.ts): each
  // must be a private GET of the contract, its `{name}` the user (`me`) or one of the page path's parameters.
  it('declares as first reads only private GETs of the contract, filled from the user or the page’s path', () => {
    const wrong = pages.flatMap((p) =>
      (p.reads ?? []).filter((read) => {
        const names = [...read.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
        const known = names.every((name) => name === 'me' || p.path.split('/').includes(`:${name}`));
        return !known || readQueryOf(read.replace(/\{\w+\}/g, 'x')) === null;
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('names page files of src/pages/ that the dev harness can load (*-page.tsx)', () => {
    const badFiles = pages
      .map((p) => p.file)
      .filter((file) => !/^[^/]+-page\.tsx$/.test(file) || !existsSync(join(remoteSrc(remote), 'pages', file)));
    expect(badFiles).toEqual([]);
  });
});
