// Time as this process saw it pass, for measuring how long Redis has been silent. A process that is
// not running cannot read Redis' answers: a long turn of the event loop, a paused process or a
// stalled machine would otherwise count as Redis' silence, and the requests given up on then are
// counted in memory, breaking the shared quota. So a gap between two readings longer than maxStepMs
// counts as maxStepMs; whoever measures with it reads it at least that often while it waits.

/** Milliseconds this process has run through, never more than maxStepMs between two readings. */
export type LiveClock = () => number;

export function createLiveClock(maxStepMs: number, wall: () => number = () => performance.now()): LiveClock {
  let live = 0;
  let lastWall = wall();
  return () => {
    const now = wall();
    live += Math.min(now - lastWall, maxStepMs);
    lastWall = now;
    return live;
  };
}
