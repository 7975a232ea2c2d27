// The windows of one generation of the memory store, by client key. IPv4 clients (nearly all of
// them) live in an open-addressing hash table on one Float64Array: a lookup touches one cache line
// where a Map of strings touches three (bucket, entry, key string), and a million clients are 32 MB
// with nothing for the garbage collector to trace. Any other key (an IPv6 /64) goes to a Map.

import { ipv4Number } from './client-ip.ts';

/** A client as the table keys it: an IPv4 address as its number (ipv4Number), any other key as is. */
export type ClientId = number | string;

export const clientIdOf = (key: string): ClientId => ipv4Number(key) ?? key;

export interface WindowTable {
  readonly size: number;
  /** IPv4 clients the table holds before it next grows. */
  readonly capacity: number;
  get(id: ClientId): number | undefined;
  set(id: ClientId, value: number): void;
}

const INITIAL_SLOTS = 1024;
/** Fibonacci hashing: the top bits of address × 2^32/φ spread neighbouring addresses apart. */
const GOLDEN = 0x9e3779b1;

/** Slots hold [address + 1, value] pairs; 0 marks a free slot (address 0.0.0.0 is stored as 1). */
function createAddressTable(expected: number) {
  let bits = Math.max(Math.log2(INITIAL_SLOTS), Math.ceil(Math.log2(expected * 2 + 1)));
  let slots = new Float64Array(2 ** bits * 2);
  let size = 0;
  /** The pair index holding address, or the free one where it would go. */
  const find = (table: Float64Array, tableBits: number, stored: number): number => {
    const mask = (1 << tableBits) - 1;
    let index = Math.imul(stored - 1, GOLDEN) >>> (32 - tableBits);
    while (table[index * 2] !== stored && table[index * 2] !== 0) index = (index + 1) & mask;
    return index;
  };
  // At half full, doubled: probes stay short, and growing costs a pause once per doubling.
  const grow = () => {
    const old = slots;
    bits += 1;
    slots = new Float64Array(old.length * 2);
    for (let pair = 0; pair < old.length; pair += 2) {
      if (old[pair] === 0) continue;
      const index = find(slots, bits, old[pair]);
      slots[index * 2] = old[pair];
      slots[index * 2 + 1] = old[pair + 1];
    }
  };
  return {
    get size() {
      return size;
    },
    get capacity() {
      return 2 ** (bits - 1);
    },
    get(address: number): number | undefined {
      const index = find(slots, bits, address + 1);
      return slots[index * 2] === 0 ? undefined : slots[index * 2 + 1];
    },
    set(address: number, value: number): void {
      let index = find(slots, bits, address + 1);
      if (slots[index * 2] === 0) {
        if ((size + 1) * 2 > 1 << bits) {
          grow();
          index = find(slots, bits, address + 1);
        }
        slots[index * 2] = address + 1;
        size += 1;
      }
      slots[index * 2 + 1] = value;
    },
  };
}

/**
 * expected: how many clients to make room for at once. Growing a table of a million clients stops
 * the server for a tenth of a second, so a table sized from the last one never has to.
 */
export function createWindowTable(expected = 0): WindowTable {
  const addresses = createAddressTable(expected);
  const others = new Map<string, number>();
  return {
    get size() {
      return addresses.size + others.size;
    },
    get capacity() {
      return addresses.capacity;
    },
    get(id) {
      return typeof id === 'number' ? addresses.get(id) : others.get(id);
    },
    set(id, value) {
      if (typeof id === 'number') addresses.set(id, value);
      else others.set(id, value);
    },
  };
}
