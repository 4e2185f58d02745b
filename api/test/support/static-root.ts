import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A temporary folder laid out like the repository's builds (shell/dist, mf-<name>/dist), for the static-serving tests. */
export function tempStaticRoot(prefix: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return {
    root,
    /** Writes `rel` (folders included) under the root. */
    write(rel: string, content: string | Uint8Array): void {
      const file = path.join(root, rel);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, content);
    },
    remove(): void {
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
