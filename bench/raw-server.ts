// The baseline: bare node:http answering each path with the exact bytes our server sent for it.
import { createServer } from 'node:http';

interface Canned {
  status: number;
  type: string;
  body: string;
}
const responses = new Map<string, { status: number; type: string; body: Buffer }>(
  Object.entries(JSON.parse(process.env.RAW_RESPONSES ?? '{}') as Record<string, Canned>).map(([path, r]) => [
    path,
    { ...r, body: Buffer.from(r.body, 'base64') },
  ]),
);

const server = createServer((req, res) => {
  const response = responses.get(req.url ?? '');
  if (response === undefined) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(response.status, { 'Content-Type': response.type, 'Content-Length': response.body.length });
  res.end(response.body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
});
