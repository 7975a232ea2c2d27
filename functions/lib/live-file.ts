// A JSON file read at request time (the price list, the rate-limit grants): every current() call
// stats it and re-reads it only when it changed; an invalid or unreadable file keeps the last valid
// value and is logged once per change of its size, times or identity, not once per re-check.
import { statSync } from 'node:fs';
import type { z } from 'zod';
import { LiveFileError, readLiveText } from './live-text.ts';
import type { Logger } from './log.ts';

export interface LiveFile<T> {
  current(): T;
}

export interface LiveFileOptions<T> {
  file: string;
  /** Turns the file's text into a value; throws LiveFileError (or any error) when it is invalid. */
  parse: (text: string, version: number) => T;
  /** What the logs call it: "pricing", "rate-limit grants". */
  name: string;
  log: Logger;
  now?: () => number;
  /** Called once per valid change taken into service, and once per refused change (for metrics). */
  onReload?: () => void;
  onReject?: () => void;
  /**
   * Check the file once per event-loop turn instead of on every call (the server's choice). A
   * request sent after an edit still sees it: its bytes arrive after the edit, so after the poll that
   * started the turn in progress, and are read in a later turn. (The one exception: pipelined behind
   * a request of the same connection whose bytes were already waiting.)
   */
  oncePerTurn?: boolean;
  /** The value while there is no file at all (the grants: none); without it a missing file is an error. */
  ifMissing?: T;
}

/**
 * File times are only as fine as the kernel's clock tick, so a same-size rewrite within one tick
 * keeps the same stat; for this long after a change the content itself is compared, at most once
 * per RECHECK_MS, until a read made after the window has seen the settled file.
 */
const RECENT_CHANGE_MS = 2000;
const RECHECK_MS = 100;

/** What stat says of a file (all 0 when stat fails): an edit or a replacement changes it. */
interface Identity {
  readonly ino: number;
  readonly size: number;
  readonly mtimeMs: number;
  readonly ctimeMs: number;
}

function identify(file: string): Identity {
  try {
    const { ino, size, mtimeMs, ctimeMs } = statSync(file);
    return { ino, size, mtimeMs, ctimeMs };
  } catch {
    return { ino: 0, size: 0, mtimeMs: 0, ctimeMs: 0 };
  }
}

const sameIdentity = (a: Identity, b: Identity) =>
  a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs;

/** Parses JSON and checks it against a schema, naming the file and each problem's place. */
export function parseJsonFile<S extends z.ZodType>(file: string, text: string, schema: S): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    // Never the parser's own message: it quotes the text, and the file may be anything (a symlink
    // to /etc/passwd); where the text went wrong is enough to find the mistake.
    const position = /at position (\d+)/.exec((error as Error).message)?.[1];
    throw new LiveFileError(`${file}: not valid JSON${position === undefined ? '' : ` (at character ${position})`}`);
  }
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  const where = (path: PropertyKey[]) =>
    path.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index ? '.' : ''}${String(key)}`)).join('');
  throw new LiveFileError(
    `${file}: ${result.error.issues.map((issue) => `${where(issue.path) || '(file)'}: ${issue.message}`).join('; ')}`,
  );
}

/** Reads the file once now (throwing if it is invalid, or missing without ifMissing), then follows its changes. */
export function createLiveFile<T>({
  file,
  parse,
  name,
  log,
  now = Date.now,
  onReload,
  onReject,
  oncePerTurn = false,
  ifMissing,
}: LiveFileOptions<T>): LiveFile<T> {
  const isMissing = (error: unknown) => ifMissing !== undefined && error instanceof LiveFileError && error.code === 'ENOENT';
  let seen = identify(file);
  let readAt = now();
  let version = 1;
  /** Undefined while there is no file (only with ifMissing). */
  let text: string | undefined;
  let value: T;
  try {
    text = readLiveText(file);
    value = parse(text, version);
  } catch (error) {
    if (!isMissing(error) || ifMissing === undefined) throw error;
    value = ifMissing;
    log.info(`no ${name} file: none`, { file });
  }
  /** The stat of the file last refused unread. */
  let refusedUnread: Identity | undefined;
  let checkedThisTurn = false;
  const forgetCheck = () => {
    checkedThisTurn = false;
  };
  return {
    current() {
      if (checkedThisTurn) return value;
      if (oncePerTurn) {
        checkedThisTurn = true;
        // Not unref'd: it runs in this very turn's check phase, and unref costs two calls into C++.
        setImmediate(forgetCheck);
      }
      const identity = identify(file);
      const changed = !sameIdentity(identity, seen);
      if (!changed && (readAt - identity.ctimeMs > RECENT_CHANGE_MS || now() - readAt < RECHECK_MS)) return value;
      seen = identity;
      readAt = now();
      const refuse = (error: unknown) => {
        log.error(`${name} file rejected; still serving the last valid ${name}`, { problem: (error as Error).message });
        onReject?.();
      };
      let latest: string;
      try {
        latest = readLiveText(file);
      } catch (error) {
        if (isMissing(error) && ifMissing !== undefined) {
          if (text !== undefined) log.info(`${name} file removed: none`, { file });
          text = undefined;
          value = ifMissing;
        } else if (refusedUnread === undefined || !sameIdentity(identity, refusedUnread)) {
          // Refused unread (too large, not a regular file, unreadable): known only by its stat, so
          // the same file is logged once, however often the window after its change re-checks it.
          refusedUnread = identity;
          refuse(error);
        }
        return value;
      }
      refusedUnread = undefined;
      // Refused content is remembered in `text`, so it is logged once too.
      if (latest === text) return value;
      text = latest;
      try {
        value = parse(latest, version + 1);
        version += 1;
        log.info(`${name} reloaded`, { file });
        onReload?.();
      } catch (error) {
        refuse(error);
      }
      return value;
    },
  };
}
