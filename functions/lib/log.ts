// One JSON object per line on stderr, so logs stay greppable and machine-readable.
const LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LEVELS)[number];
export type Logger = Record<Exclude<LogLevel, 'silent'>, (message: string, fields?: Record<string, unknown>) => void>;

export function isLogLevel(value: string): value is LogLevel {
  return (LEVELS as readonly string[]).includes(value);
}

export function createLogger(level: LogLevel = 'info', write: (line: string) => unknown = (line) => process.stderr.write(line)): Logger {
  const threshold = LEVELS.indexOf(level);
  const at =
    (name: Exclude<LogLevel, 'silent'>) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (LEVELS.indexOf(name) < threshold) return;
      write(`${JSON.stringify({ time: new Date().toISOString(), level: name, message, ...fields })}\n`);
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
