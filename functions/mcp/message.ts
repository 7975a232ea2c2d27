// An MCP body is parsed here, once, and the SDK is handed that very value: what the quota counts is
// what runs. JSON's own BOM rule (RFC 8259 lets a parser ignore one) is applied before parsing, and
// nesting is bounded before JSON.parse spends time on a deliberately deep body.

export type ParsedMessage = { ok: true; message: unknown } | { ok: false };

/** No JSON-RPC message of this server nests deeper; a body that does is refused unparsed. */
export const MAX_DEPTH = 32;

const BOM = '\uFEFF';

function depthWithin(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index += 1;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > max) return false;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return true;
}

export function parseMessage(bytes: Buffer): ParsedMessage {
  let text = bytes.toString('utf8');
  if (text.startsWith(BOM)) text = text.slice(BOM.length);
  if (!depthWithin(text, MAX_DEPTH)) return { ok: false };
  try {
    return { ok: true, message: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * What carries no catalog data and costs nothing within a batch: the handshake (initialize), ping
 * and notifications, which a client sends around its real requests.
 */
function isFree(message: unknown): boolean {
  if (typeof message !== 'object' || message === null || !('method' in message)) return false;
  const { method } = message;
  return method === 'initialize' || method === 'ping' || (typeof method === 'string' && method.startsWith('notifications/'));
}

/** What a POST costs of the quota: one request, or one per message of a batch that is not free. */
export function requestCost(message: unknown): number {
  const costly = (Array.isArray(message) ? message : [message]).filter((entry) => !isFree(entry)).length;
  return Math.max(1, costly);
}
