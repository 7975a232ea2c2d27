// The server's log as data: every line must be one JSON object.

export type LogLine = Record<string, unknown>;

export function jsonLines(output: string): LogLine[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LogLine);
}

/** The lines whose message starts with `message`. */
export const linesOf = (output: string, message: string): LogLine[] =>
  jsonLines(output).filter((line) => String(line.message).startsWith(message));
