// The one reader of request bodies. Node's requestTimeout bounds a whole request, but a handler
// awaiting a body must also hear when that body will never come: the client half-closed, reset,
// or the parser rejected the rest (the front layer's clientError then destroys the socket).
import type { IncomingMessage } from 'node:http';

export type BodyResult = { ok: true; bytes: Buffer } | { ok: false; reason: 'too large' | 'incomplete' };

/** The whole body, refused as soon as it passes maxBytes (the rest is left unread). */
export function readBody(req: IncomingMessage, maxBytes: number): Promise<BodyResult> {
  if (Number(req.headers['content-length']) > maxBytes) return Promise.resolve({ ok: false, reason: 'too large' });
  if (req.complete && req.readableEnded) return Promise.resolve({ ok: true, bytes: Buffer.alloc(0) });
  return new Promise((done) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: BodyResult) => {
      req.off('data', onData).off('end', onEnd).off('error', onIncomplete).off('close', onClose);
      done(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      req.pause();
      finish({ ok: false, reason: 'too large' });
    };
    const onEnd = () => finish({ ok: true, bytes: Buffer.concat(chunks, size) });
    const onIncomplete = () => finish({ ok: false, reason: 'incomplete' });
    // 'close' before 'end': the connection went away (or was destroyed) mid-body.
    const onClose = () => (req.complete ? undefined : onIncomplete());
    req.on('data', onData).once('end', onEnd).once('error', onIncomplete).once('close', onClose);
  });
}
