import table from './remote-pages.generated.json';

/**
 * Every page the shell expects from a remote, by route: `{ remote: { path: exposeName } }`, written
 * from each remote's src/pages.json by scripts/registries.js. A remote exposes a page under its
 * name in PascalCase + "Page"; one it does not expose shows "not in this version".
 */
export const REMOTE_ROUTES: Readonly<Record<RemoteName, Readonly<Record<string, string>>>> = table;

export type RemoteName = keyof typeof table;
