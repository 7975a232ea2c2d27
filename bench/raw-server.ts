// The baseline: bare node:http answering every request with the status line, headers and body our
// server sent for the row being measured. The parent picks the row by writing its index on stdin,
// so that wrk sends byte-identical requests to both servers and no routing runs per request.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createInterface } from 'node:readline';
import type { CapturedAnswer } from './baseline.ts';

const answers = (JSON.parse(readFileSync(process.env.RAW_ANSWERS_FILE ?? '', 'utf8')) as CapturedAnswer[]).map((answer) => ({
  ...answer,
  body: Buffer.from(answer.body, 'base64'),
}));
let current = answers[0];

const server = createServer((_req, res) => {
  // A flat [name, value, …] array keeps our server's order and spelling; node adds Date,
  // Connection and Keep-Alive itself, as it did for our server.
  res.writeHead(current.status, current.statusMessage, current.headers);
  res.end(current.body);
});

createInterface({ input: process.stdin }).on('line', (line) => {
  const answer = answers[Number(line)];
  if (answer === undefined) throw new Error(`no answer ${line}`);
  current = answer;
  process.stdout.write(`${JSON.stringify({ row: Number(line) })}\n`);
});
// The parent gone, nobody will stop us otherwise.
process.stdin.once('end', () => process.exit(0));

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
});
