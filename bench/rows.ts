// The rows of npm run bench: each a request to the built server (or to a raw twin, the noise floor),
// measured against a raw node:http server answering the same bytes. BENCH_ONLY picks rows by name.
import { RAW_TWIN, type ServerKind } from './servers.ts';

export interface Row {
  name: string;
  path: string;
  /** What the captured answer must be, so that a broken route cannot pass for a fast one. */
  status?: number;
  /** One client IP for every request, so that all but the first 60 are 429s. */
  singleIp?: boolean;
  headers?: Record<string, string>;
  /** Which server answers it: the default one-process memory store unless named. */
  server?: ServerKind | typeof RAW_TWIN;
}

export const ALL_ROWS: Row[] = [
  { name: 'raw node:http against itself (noise floor)', path: '/api/v1/status', server: RAW_TWIN },
  { name: 'status', path: '/api/v1/status' },
  { name: 'pricing (live file)', path: '/api/v1/pricing' },
  { name: 'quote: digital, gift-wrapped', path: '/api/v1/pricing/quote?format_type=digital&gift_wrap=true' },
  { name: 'art-styles', path: '/api/v1/art-styles' },
  { name: 'scenes', path: '/api/v1/scenes' },
  { name: 'scenes?category=food', path: '/api/v1/scenes?category=food' },
  { name: '422: scenes?category=scary', path: '/api/v1/scenes?category=scary', status: 422 },
  { name: 'occasions', path: '/api/v1/occasions' },
  { name: 'arrival: AU hardcover for Christmas', path: '/api/v1/arrival?country=AU&format_type=hardcover&occasion=christmas' },
  {
    name: 'book-plan: AU hardcover for Christmas, 2 scenes',
    path: '/api/v1/book-plan?style=watercolor&occasion=christmas&format_type=hardcover&gift_wrap=true&country=AU&scenes=baking-cookies,counting-stars',
  },
  { name: '429 flood from one IP', path: '/api/v1/art-styles', singleIp: true, status: 429 },
  { name: 'status, 50 grants in the file, client not granted', path: '/api/v1/status', server: 'memory, 50 grants' },
  { name: 'static page (/art-styles)', path: '/art-styles' },
  { name: 'Markdown twin via Accept (/faq)', path: '/faq', headers: { Accept: 'text/markdown' } },
  { name: 'live pricing page (/pricing)', path: '/pricing' },
  { name: 'status, Redis store', path: '/api/v1/status', server: 'redis' },
  { name: '429 flood from one IP, Redis store', path: '/api/v1/art-styles', singleIp: true, status: 429, server: 'redis' },
  { name: 'status, Redis store, WORKERS=2', path: '/api/v1/status', server: 'redis, WORKERS=2' },
  { name: 'status, Redis Cluster store', path: '/api/v1/status', server: 'redis cluster' },
  { name: 'status, Redis Cluster store, WORKERS=2', path: '/api/v1/status', server: 'redis cluster, WORKERS=2' },
  { name: 'status, Redis Cluster store, one master', path: '/api/v1/status', server: 'redis cluster of one master' },
];

/** BENCH_ONLY=quote,429 measures just the rows whose names contain one of those words. */
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
export const ROWS = only ? ALL_ROWS.filter((row) => only.some((word) => row.name.includes(word))) : ALL_ROWS;
