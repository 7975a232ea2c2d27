// What the sentinels announce about one master, heard as they say it: each sentinel publishes its
// failover steps on channels of their own names (redis.io, "Sentinel API": Pub/Sub messages). Two
// matter to the store: a replica being promoted (+failover-state-send-slaveof-noone, said by the
// sentinel leading the failover as it sends REPLICAOF NO ONE) and the new master's address once
// the failover is done (+switch-master, said by every sentinel).
import { Redis } from 'ioredis';
import { RECONNECT_MS } from './redis-client.ts';
import type { HostPort } from './redis-target.ts';

export interface SentinelEvents {
  /** A replica is being made the master. */
  promoting(replica: HostPort): void;
  /** The failover is done: `master` is the master now, as `announcer` says. */
  switched(master: HostPort, announcer: HostPort): void;
}

const PROMOTING = '+failover-state-send-slaveof-noone';
const SWITCHED = '+switch-master';

/** Subscribes to every sentinel (resubscribing after each reconnect); returns a function that stops. */
export function watchSentinels(sentinels: readonly HostPort[], name: string, events: SentinelEvents): () => void {
  const subscribers = sentinels.map((sentinel) => {
    const subscriber = new Redis({ ...sentinel, retryStrategy: (attempt) => Math.min(attempt * 100, RECONNECT_MS) });
    // A sentinel that is away is no fault of the store's: the master's client reports when none answers.
    subscriber.on('error', () => undefined);
    subscriber.subscribe(PROMOTING, SWITCHED).catch(() => undefined);
    subscriber.on('message', (channel: string, text: string) => {
      const words = text.split(' ');
      // "<name> <old ip> <old port> <new ip> <new port>"
      if (channel === SWITCHED && words[0] === name) events.switched({ host: words[3], port: Number(words[4]) }, sentinel);
      // "slave <ip:port> <ip> <port> @ <name> <master ip> <master port>"
      if (channel === PROMOTING && words[0] === 'slave' && words[5] === name) events.promoting({ host: words[2], port: Number(words[3]) });
    });
    return subscriber;
  });
  return () => {
    for (const subscriber of subscribers) subscriber.disconnect();
  };
}
