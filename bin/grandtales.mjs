// What bin/grandtales runs on Node: the bundled command line (dist/server/cli.js), or, before any
// build, one JSON line saying so (node's own message would be a module-not-found stack trace).
import { existsSync } from 'node:fs';

const cli = new URL('../dist/server/cli.js', import.meta.url);
if (!existsSync(cli)) {
  const problem = 'dist/server/cli.js is missing: run "npm run build" first';
  const line = { time: new Date().toISOString(), level: 'error', message: 'cannot start: no build', problem, pid: process.pid };
  process.stderr.write(`${JSON.stringify(line)}\n`);
  process.exit(1);
}
await import(cli.href);
