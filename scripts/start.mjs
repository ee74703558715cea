// `npm start` (and `npm run serve`): builds the app when there is no build yet, compiles the
// server (scripts/build-server.mjs), then runs it with plain node.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync('build/client/index.html')) run('npx', ['react-router', 'build']);
run(process.execPath, ['scripts/build-server.mjs']);
run(process.execPath, ['--enable-source-maps', 'build-server/main.mjs']);
