// The text of a live file (the price list, the grants), read so that no file can stall or swamp the
// process: only a regular file, opened non-blocking, and only up to a bound.
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';

export class LiveFileError extends Error {
  /** The system's reason when it could not be read (ENOENT: there is no such file). */
  readonly code?: string;
  constructor(message: string, code?: string) {
    super(message);
    this.code = code;
  }
}

/** A price list or a grants file is a few kilobytes; anything past this is refused unread. */
export const MAX_LIVE_FILE_BYTES = 1024 * 1024;

const tooLarge = (file: string, size: number) =>
  new LiveFileError(`${file}: ${size} bytes, more than the ${MAX_LIVE_FILE_BYTES} a live file may have; not read`);

/** What a file is when it is not a regular file, in words for the log line that refuses it. */
function kindOf(stats: Stats): string {
  if (stats.isFIFO()) return 'a named pipe';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  return stats.isDirectory() ? 'a directory' : 'a special file';
}

/**
 * The whole file, if it is a regular file no larger than MAX_LIVE_FILE_BYTES (read no further than
 * that either). Opened non-blocking: opening a named pipe for reading would otherwise wait, with the
 * whole process, for a writer to appear; it and any other special file is then refused unread.
 */
export function readLiveText(file: string): string {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    throw new LiveFileError(`${file}: cannot be read (${code ?? error})`, code);
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw new LiveFileError(`${file}: ${kindOf(stats)}, not a regular file; not read`);
    const { size } = stats;
    if (size > MAX_LIVE_FILE_BYTES) throw tooLarge(file, size);
    // One byte more than allowed, so a file that grew since fstat is caught without reading it whole.
    const buffer = Buffer.alloc(size + 1);
    let length = 0;
    while (length < buffer.length) {
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
    }
    if (length > size) throw new LiveFileError(`${file}: changed while it was read; the next change is read again`);
    return buffer.toString('utf8', 0, length);
  } catch (error) {
    if (error instanceof LiveFileError) throw error;
    throw new LiveFileError(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? error})`);
  } finally {
    closeSync(fd);
  }
}
