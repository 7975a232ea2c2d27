// Drives wrk (a C load generator: it leaves far more of the two cores to the servers than a Node
// client would) and reads the figures from its text report.
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface WrkRequest {
  path: string;
  headers: Record<string, string>;
  /** Every request from this address; otherwise each request gets the next 10.x.y.z from firstIp. */
  fixedIp?: string;
  /** Index into the 10.0.0.0/8 space of the first request's address. */
  firstIp: number;
}

export interface WrkResult {
  requests: number;
  rps: number;
  p99Ms: number;
  /** Responses outside 2xx and 3xx: the only status figure wrk gives without a Lua response hook. */
  non2xx: number;
  socketErrors: number;
  bytesPerResponse: number;
}

export function ensureWrk(): void {
  const probe = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  if (probe.error) {
    const missing = (probe.error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new Error(missing ? 'wrk is not installed: install it: apt-get install wrk' : `wrk does not run: ${probe.error.message}`);
  }
}

/** A JSON string literal is a valid Lua one as long as it needs no \u escape. */
function lua(text: string): string {
  if (!/^[\x20-\x7e]*$/.test(text)) throw new Error(`not printable ASCII, cannot go into the wrk script: ${text}`);
  return JSON.stringify(text);
}

// wrk is built against LuaJIT (Lua 5.1): no bitwise operators, hence the divisions. Defining only
// request() (no response()) keeps wrk from parsing each answer's headers and body in Lua.
function script({ path, headers, fixedIp, firstIp }: WrkRequest): string {
  const fields = Object.entries(headers).map(([name, value]) => `[${lua(name)}] = ${lua(value)}`);
  return `local path = ${lua(path)}
local headers = { ${fields.join(', ')} }
local fixed = ${fixedIp === undefined ? 'nil' : lua(fixedIp)}
local n = ${firstIp}
request = function()
  if fixed then
    headers["X-Forwarded-For"] = fixed
  else
    local i = n % 16777216
    n = n + 1
    headers["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.floor(i / 65536), math.floor(i / 256) % 256, i % 256)
  end
  return wrk.format("GET", path, headers)
end
`;
}

const TIME_UNITS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
const SIZE_UNITS: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 };

function figure(report: string, pattern: RegExp, what: string): RegExpMatchArray {
  const match = report.match(pattern);
  if (!match) throw new Error(`wrk report has no ${what}:\n${report}`);
  return match;
}

export function parseReport(report: string): WrkResult {
  const [, p99, p99Unit] = figure(report, /^\s*99%\s+([\d.]+)(us|ms|s|m|h)\s*$/m, 'p99 (was --latency given?)');
  const [, requests, size, sizeUnit] = figure(report, /^\s*(\d+) requests in [\d.]+\w+, ([\d.]+)([KMGT]?B) read/m, 'request count');
  const [, rps] = figure(report, /^Requests\/sec:\s+([\d.]+)/m, 'Requests/sec');
  const non2xx = Number(report.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
  const errors = report.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const count = Number(requests);
  return {
    requests: count,
    rps: Number(rps),
    p99Ms: Number(p99) * (TIME_UNITS[p99Unit] ?? NaN),
    non2xx,
    socketErrors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    bytesPerResponse: count > 0 ? (Number(size) * (SIZE_UNITS[sizeUnit] ?? NaN)) / count : 0,
  };
}

export async function runWrk(origin: string, request: WrkRequest, options: { seconds: number; connections: number }): Promise<WrkResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-wrk-'));
  try {
    const file = join(dir, 'request.lua');
    writeFileSync(file, script(request));
    const args = ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--latency', '-s', file, origin + request.path];
    const report = await new Promise<string>((done, fail) =>
      execFile('wrk', args, { encoding: 'utf8', timeout: (options.seconds + 30) * 1000 }, (error, stdout, stderr) =>
        error ? fail(new Error(`wrk ${args.join(' ')} failed: ${error.message}\n${stdout}${stderr}`)) : done(stdout),
      ),
    );
    return parseReport(report);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
