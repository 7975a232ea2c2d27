// Waiting for what happens on its own time (a log line, a reload, a recovery) without sleeping a
// fixed time: poll until the check holds, or fail naming what never happened.

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** read() until check(value) holds; the last value, or an error after deadlineMs. */
export async function eventually<T>(read: () => T | Promise<T>, check: (value: T) => boolean, deadlineMs = 10_000): Promise<T> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > until) throw new Error(`still not as expected after ${deadlineMs} ms: ${JSON.stringify(value)}`);
    await pause(50);
  }
}
