import fs from 'node:fs';

/**
 * `file` through `parse`, read again only when it has changed — a build or a deployment replaced it
 * (a new inode) or rewrote it (a new time or size). A missing file reads as null. A changed file
 * that `parse` refuses is reported to `onInvalid` and the last good value stays (or, if `onInvalid`
 * throws, the read fails with its error).
 */
export function changedFileReader<T>(file: string, parse: (text: string) => T, onInvalid: (error: Error) => void = () => undefined) {
  let value: T | null = null;
  let seen: { ino: number; mtimeMs: number; size: number } | null = null;
  return (): T | null => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      seen = null;
      return null;
    }
    if (seen?.ino === stat.ino && seen.mtimeMs === stat.mtimeMs && seen.size === stat.size) return value;
    seen = { ino: stat.ino, mtimeMs: stat.mtimeMs, size: stat.size };
    try {
      value = parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      onInvalid(error as Error);
    }
    return value;
  };
}
