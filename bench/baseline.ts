// What our server answers for a row, captured once, and the raw node:http server that replays it.
// The baseline must pay for the same header bytes as we do, or the ratio flatters it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT } from '../harness/server.ts';

export interface CapturedAnswer {
  status: number;
  statusMessage: string;
  /** Flat [name, value, …] as received, minus what node writes on its own for any answer. */
  headers: string[];
  /** Base64, so that the answers travel as JSON. */
  body: string;
}

const NODE_WRITES_ITSELF = new Set(['date', 'connection', 'keep-alive']);

function get(origin: string, path: string, headers: Record<string, string>): Promise<CapturedAnswer> {
  return new Promise((done, fail) => {
    request(origin + path, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', fail);
      res.on('end', () => {
        const headers: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          if (!NODE_WRITES_ITSELF.has(res.rawHeaders[i].toLowerCase())) headers.push(res.rawHeaders[i], res.rawHeaders[i + 1]);
        }
        done({
          status: res.statusCode ?? 0,
          statusMessage: res.statusMessage ?? '',
          headers,
          body: Buffer.concat(chunks).toString('base64'),
        });
      });
    })
      .on('error', fail)
      .end();
  });
}

/** Asks until the answer has the wanted status: the flood row's answer only comes once the quota is spent. */
export async function captureAnswer(
  origin: string,
  path: string,
  headers: Record<string, string>,
  status: number,
): Promise<CapturedAnswer> {
  let answer = await get(origin, path, headers);
  for (let attempt = 1; answer.status === 200 && status !== 200 && attempt < 1000; attempt += 1) answer = await get(origin, path, headers);
  if (answer.status !== status) throw new Error(`${path} answered ${answer.status}, the row expects ${status}`);
  return answer;
}

export interface RawServer {
  origin: string;
  select: (index: number) => Promise<void>;
  stop: () => void;
}

export async function startRaw(answers: CapturedAnswer[]): Promise<RawServer> {
  // A file, not an environment variable: a page's body alone can pass Linux's 128 KiB per variable.
  const dir = mkdtempSync(join(tmpdir(), 'bench-raw-'));
  const file = join(dir, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const child = spawn(process.execPath, ['bench/raw-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, RAW_ANSWERS_FILE: file },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => {
    const line = await lines.next();
    if (line.done) throw new Error(`raw server exited (${child.exitCode})`);
    return JSON.parse(line.value) as { port?: number; row?: number };
  };
  const stop = () => {
    child.stdin.end();
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const { port } = await next();
    return {
      origin: `http://127.0.0.1:${port}`,
      select: async (index) => {
        child.stdin.write(`${index}\n`);
        const { row } = await next();
        if (row !== index) throw new Error(`raw server selected ${row}, not ${index}`);
      },
      stop,
    };
  } catch (error) {
    stop();
    throw error;
  }
}
