// A local stand-in for the TLS terminator in front of a deployment: HTTPS on 443 with a
// certificate from a throwaway CA (made with Debian's openssl), proxying to the server, and
// plain HTTP on 80 redirecting to HTTPS. Ports 80 and 443 need root, as CI has.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TlsTerminator {
  /** The CA certificate file a client must trust (NODE_EXTRA_CA_CERTS). */
  caFile: string;
  stop(): Promise<void>;
}

/** A throwaway CA and a certificate for localhost signed by it, written into dir. */
export function makeCertificates(dir: string): { key: Buffer; cert: Buffer; caFile: string } {
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'ignore' });
  openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '1', '-subj', '/CN=Test CA');
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'key.pem', '-out', 'leaf.csr', '-subj', '/CN=localhost');
  writeFileSync(join(dir, 'ext.cnf'), 'subjectAltName=DNS:localhost\n');
  openssl(
    'x509',
    '-req',
    '-in',
    'leaf.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'cert.pem',
    '-days',
    '1',
    '-extfile',
    'ext.cnf',
  );
  return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')), caFile: join(dir, 'ca.pem') };
}

const listen = (server: Server, port: number) => new Promise<void>((ready) => server.listen(port, '127.0.0.1', ready));
const close = (server: Server) => new Promise<void>((done) => server.close(() => done()));

export async function startTlsTerminator(targetPort: number): Promise<TlsTerminator> {
  const { key, cert, caFile } = makeCertificates(mkdtempSync(join(tmpdir(), 'tls-')));
  const https = createHttpsServer({ key, cert }, (req, res) => {
    const upstream = request({ host: '127.0.0.1', port: targetPort, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
    });
    req.pipe(upstream);
  });
  const http = createHttpServer((req, res) => {
    res.writeHead(301, { Location: `https://localhost${req.url}` });
    res.end();
  });
  await Promise.all([listen(https, 443), listen(http, 80)]);
  return { caFile, stop: async () => void (await Promise.all([close(https), close(http)])) };
}
