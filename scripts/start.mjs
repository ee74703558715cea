// `npm start`: builds the app when there is no build yet, then runs the Node server.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync('build/client/index.html')) run('npx', ['react-router', 'build']);
run('npx', ['tsx', 'server/main.ts']);
