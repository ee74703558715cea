import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The server notes its pid in the data folder while it has PGlite open, so that
 * `npm run admin:create` does not open the same files from a second process.
 */
const pidFile = (dataDir: string) => join(dataDir, 'server.pid');

export function writePidFile(dataDir: string) {
  writeFileSync(pidFile(dataDir), String(process.pid));
}

export function removePidFile(dataDir: string) {
  rmSync(pidFile(dataDir), { force: true });
}

/** The pid of a live server on this data folder, or undefined (a stale file is ignored). */
export function runningServerPid(dataDir: string): number | undefined {
  const file = pidFile(dataDir);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}
