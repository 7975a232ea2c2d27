// What went wrong with Redis, in an operator's words: the Redis lines of the log say what happened,
// never the client library's own sentences ("Reached the max retries per request limit…", "Stream
// isn't writeable…"), which name its options rather than the fault. The system's and Redis' codes
// (ECONNREFUSED, WRONGPASS, READONLY) follow the words, since that is what an operator searches for.

/** Words for the messages of ioredis and Redis, first match wins; anything else is passed through. */
const PLAIN: readonly (readonly [pattern: RegExp, words: string | ((match: RegExpExecArray) => string)])[] = [
  [/ECONNREFUSED/, 'the connection was refused: nothing listens there (ECONNREFUSED)'],
  [/ETIMEDOUT/, 'the connection timed out (ETIMEDOUT)'],
  [/ENOTFOUND|EAI_AGAIN/, (match) => `the host name does not resolve (${match[0]})`],
  [/ECONNRESET|EPIPE/, (match) => `the connection was reset (${match[0]})`],
  [/EHOSTUNREACH|ENETUNREACH/, (match) => `the host is unreachable (${match[0]})`],
  [/^(WRONGPASS|NOAUTH)\b/, (match) => `Redis refused the password (${match.input})`],
  [/^READONLY\b/, 'this Redis is a replica now: it refuses writes (READONLY)'],
  [/^NOREPLICAS\b/, 'the master has too few replicas to accept writes (NOREPLICAS)'],
  [/^CLUSTERDOWN\b/, 'the cluster is down: some keys have no master (CLUSTERDOWN)'],
  [/^(LOADING|MASTERDOWN)\b/, (match) => `Redis is not serving yet (${match[1]})`],
  [/certificate|self[- ]signed|SSL|TLS/i, (match) => `TLS failed: ${match.input}`],
  [/max retries per request|Connection is closed|Stream isn't writeable|Connection in subscriber mode/, 'the connection closed'],
  [/Cluster isn't ready|Cluster is disconnect|None of startup nodes is available/, 'the cluster is not connected'],
  [/Too many Cluster redirections/, 'the cluster kept redirecting the command'],
  [/All sentinels are unreachable/, 'no sentinel answered'],
];

export function plainRedisError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  for (const [pattern, words] of PLAIN) {
    const match = pattern.exec(message);
    if (match !== null) return typeof words === 'string' ? words : words(match);
  }
  return message;
}

/** A write refused because the server is no longer a master: the Sentinel store moves, nothing is down. */
export const isDemotedMaster = (error: unknown): boolean => error instanceof Error && error.message.startsWith('READONLY');
