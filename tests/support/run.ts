// A command run to its end, with everything it printed (stdout and stderr as they came), for tests
// that read what a tool said.
import { type SpawnOptions, spawn } from 'node:child_process';

export function runToEnd(
  command: string,
  args: readonly string[],
  options: SpawnOptions = {},
): Promise<{ code: number | null; output: string }> {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return new Promise((done) => child.once('exit', (code) => done({ code, output })));
}
