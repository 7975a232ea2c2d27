// Redis Sentinel, followed at once. ioredis asks the sentinels for the master only when its
// connection breaks, and after a SENTINEL FAILOVER the old master stays up and keeps counting until
// Sentinel demotes it (some 10 s later); it then drops everything it counted since the promotion.
// So the store listens to the sentinels (sentinel-watch.ts): as one starts promoting a replica,
// commands are held back (HOLD_MS at most) until that replica answers ROLE as a master, then go to
// it; at +switch-master, or a write refused with READONLY, the store moves to the master the
// sentinels name, through a new Sentinel client made ready before the old one is let go.
import type { Redis } from 'ioredis';
import type { Logger } from '../lib/log.ts';
import { directClient, firstConnection, type SentinelTarget, sentinelClient } from './redis-client.ts';
import type { RedisConnection } from './redis-connection.ts';
import { isDemotedMaster, plainRedisError } from './redis-errors.ts';
import type { HostPort } from './redis-target.ts';
import { watchSentinels } from './sentinel-watch.ts';

/**
 * The longest commands wait for a promotion: on a loaded machine the replica's REPLICAOF NO ONE, its
 * CONFIG REWRITE and the reconnection it forces took up to 0.5 s. Commands released earlier would
 * count on the old master, and be lost.
 */
const HOLD_MS = 1000;
/** How long a new client may take to connect and, for a promoted replica, to say it is a master. */
const SWITCH_MS = 5000;
const ROLE_POLL_MS = 2;

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
const join = ({ host, port }: HostPort) => `${host}:${port}`;

/** Resolves true once the client is ready, false if it ends or SWITCH_MS passes first. */
function readySoon(client: Redis): Promise<boolean> {
  if (client.status === 'ready') return Promise.resolve(true);
  return new Promise((done) => {
    const settle = (ready: boolean) => {
      clearTimeout(timer);
      client.off('ready', onReady).off('end', onEnd);
      done(ready);
    };
    const onReady = () => settle(true);
    const onEnd = () => settle(false);
    const timer = setTimeout(onEnd, SWITCH_MS);
    client.on('ready', onReady).on('end', onEnd);
  });
}

/** The replica's role, asked twice on one connection: the promotion closes the connections it had. */
async function roleNow(client: Redis): Promise<string | undefined> {
  const [role] = (await client.role().catch(() => [])) as unknown[];
  if (role !== 'master') return role as string | undefined;
  return (await client.ping().catch(() => undefined)) === 'PONG' && client.status === 'ready' ? role : undefined;
}

/** Polls ROLE until the replica says it is a master (within SWITCH_MS), or the switch is overtaken. */
async function promoted(client: Redis, current: () => boolean): Promise<boolean> {
  const until = performance.now() + SWITCH_MS;
  while (current() && performance.now() < until) {
    if (client.status === 'ready' && (await roleNow(client)) === 'master') return current();
    await pause(ROLE_POLL_MS);
  }
  return false;
}

type Arrival = (next: Redis, current: () => boolean) => Promise<boolean>;

export function sentinelConnection(target: SentinelTarget, log: Logger): RedisConnection {
  let last: string | undefined;
  const watched = (client: Redis) =>
    client.on('error', (error: Error) => {
      last = plainRedisError(error);
    });
  let client = watched(sentinelClient(target));
  let switching: Promise<void> | undefined;
  let attempt = 0;
  const address = () => {
    const { remoteAddress, remotePort } = client.stream ?? {};
    return client.status === 'ready' && remoteAddress !== undefined ? `${remoteAddress}:${remotePort}` : `sentinel master "${target.name}"`;
  };
  const use = (next: Redis, how: string) => {
    const [previous, from] = [client, address()];
    client = watched(next);
    const held = switching === undefined ? {} : { heldMs: Math.round(performance.now() - heldSince) };
    if (address() !== from) log.info('rate limit store moved to the new master', { redis: address(), previous: from, how, ...held });
    previous.quit().catch(() => previous.disconnect());
  };
  /** Commands wait while `work` runs, for HOLD_MS at most. */
  let heldSince = 0;
  const hold = (work: Promise<unknown>) => {
    heldSince = performance.now();
    const held: Promise<void> = Promise.race([work, pause(HOLD_MS)]).then(() => {
      if (switching === held) switching = undefined;
    });
    switching = held;
  };
  /** Moves to `next` once it has arrived, unless a later switch began meanwhile. */
  const moveTo = async (next: Redis, arrived: Arrival, how: string) => {
    const mine = ++attempt;
    next.on('error', () => undefined);
    if (await arrived(next, () => mine === attempt)) use(next, how);
    else next.disconnect();
  };
  const toSentinelsMaster = (announced?: HostPort, announcer?: HostPort) => {
    // The sentinel that announced the switch is asked first: the others may not know of it yet.
    const others = target.sentinels.filter((sentinel) => announcer === undefined || join(sentinel) !== join(announcer));
    const next = sentinelClient({ ...target, sentinels: announcer === undefined ? others : [announcer, ...others] });
    const named: Arrival = async (candidate, current) =>
      (await readySoon(candidate)) &&
      current() &&
      (announced === undefined || `${candidate.stream.remoteAddress}:${candidate.stream.remotePort}` === join(announced));
    const move = moveTo(next, named, announced === undefined ? 'a write was refused with READONLY' : 'the sentinels switched masters');
    if (announced === undefined || join(announced) !== address()) hold(move);
  };
  const stopWatching = watchSentinels(target.sentinels, target.name, {
    promoting(replica) {
      if (join(replica) === address()) return;
      const bridge = directClient(replica, target.password);
      // A bridge does not follow the sentinels: +switch-master replaces it, or else the sentinels are asked.
      const replaced = () => client === bridge && toSentinelsMaster();
      hold(moveTo(bridge, promoted, 'Sentinel is promoting it').then(() => setTimeout(replaced, SWITCH_MS).unref()));
    },
    switched: (master, announcer) => toSentinelsMaster(master, announcer),
  });
  return {
    kind: 'redis-sentinel',
    get client() {
      return client;
    },
    address,
    ready: () => client.status === 'ready',
    connected: firstConnection(client),
    masters: () => [client],
    lastError: () => last,
    get switching() {
      return switching;
    },
    handled(error) {
      if (!isDemotedMaster(error)) return false;
      if (switching === undefined) toSentinelsMaster();
      return true;
    },
    close() {
      stopWatching();
      client.disconnect();
    },
  };
}
