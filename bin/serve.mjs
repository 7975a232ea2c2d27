// What `npm run serve` runs: the bundled server, or, before any build, one JSON line saying so
// (node's own message would be a module-not-found stack trace).
import { existsSync } from 'node:fs';

const server = new URL('../dist/server/serve.js', import.meta.url);
if (!existsSync(server)) {
  const problem = 'dist/server/serve.js is missing: run "npm run build" first';
  const line = { time: new Date().toISOString(), level: 'error', message: 'cannot start: no build', problem, pid: process.pid };
  process.stderr.write(`${JSON.stringify(line)}\n`);
  process.exit(1);
}
await import(server.href);
