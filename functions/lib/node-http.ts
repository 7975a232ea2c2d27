// node:http loaded with require: an ESM import of it builds the module's ESM facade, whose getters
// load undici (fetch, WebSocket): start-up time for nothing the server uses. (Not named
// createRequire: the bundle's banner declares that name in every chunk.)
import { createRequire as requireFrom } from 'node:module';

export const http = requireFrom(import.meta.url)('node:http') as typeof import('node:http');

export const { createServer, STATUS_CODES } = http;
