// One JSON object per line on stderr, so logs stay greppable and machine-readable. Every line
// carries the process (pid, and the worker in a cluster), and so do lines that libraries print
// through console, which captureConsole routes here.
import { format } from 'node:util';

const LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LEVELS)[number];
export type Logger = Record<Exclude<LogLevel, 'silent'>, (message: string, fields?: Record<string, unknown>) => void>;

export function isLogLevel(value: string): value is LogLevel {
  return (LEVELS as readonly string[]).includes(value);
}

export function createLogger(
  level: LogLevel = 'info',
  write: (line: string) => unknown = (line) => process.stderr.write(line),
  base: Readonly<Record<string, unknown>> = {},
): Logger {
  const threshold = LEVELS.indexOf(level);
  const at =
    (name: Exclude<LogLevel, 'silent'>) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (LEVELS.indexOf(name) < threshold) return;
      write(`${JSON.stringify({ time: new Date().toISOString(), level: name, message, ...base, ...fields })}\n`);
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/** Libraries that print through console (ioredis' warnings) write JSON lines like everyone else. */
export function captureConsole(log: Logger): void {
  const as =
    (write: Logger[keyof Logger]) =>
    (...args: unknown[]) =>
      write(format(...args), { source: 'console' });
  Object.assign(console, { log: as(log.info), info: as(log.info), debug: as(log.debug), warn: as(log.warn), error: as(log.error) });
}
