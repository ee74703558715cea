// Starts the production server for the browser tests on a fresh, temporary data folder.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';

const dataDir = mkdtempSync(join(tmpdir(), 'freight-e2e-'));
// the compiled server, as production runs it (npm run build made it; E2E_SERVER_DIR names another
// folder of node scripts/build-server.mjs --out, when several people test in one checkout)
const serverDir = process.env.E2E_SERVER_DIR ?? 'build-server';
const child = spawn(process.execPath, [join(serverDir, 'main.mjs')], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development', DATABASE_URL: '' },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
