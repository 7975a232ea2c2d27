// The protocol's answer to a handler that fails unexpectedly: the SDK would send the error's own
// message (a failed response schema's whole dump, regex included); the client gets what a 500
// says, as the tool's error for a tool, and the cause goes to the log with the request id.
import { expect, test } from 'vitest';
import { createLogger } from '../lib/log.ts';
import { createExchange } from './protocol.ts';

const SECRET = 'ZodError: /^\\d{4}-\\d{2}-\\d{2}$/ at arrival.ts:42';

function exchangeWith(fail: () => never, lines: string[]) {
  return createExchange({
    name: 'test',
    version: '1.0.0',
    instructions: '',
    tools: { list: [{ name: 'get_arrival', inputSchema: { type: 'object' } }], call: fail },
    resources: { list: () => [], read: fail },
    prompts: { list: [], get: fail },
    log: createLogger('info', (line) => lines.push(line)),
  });
}

const post = () =>
  new Request('http://localhost/mcp', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
  });

test('an unexpected failure answers no more than a 500 would, and is logged with the request id', async () => {
  const lines: string[] = [];
  const fail = () => {
    throw new Error(SECRET);
  };
  const exchange = exchangeWith(fail, lines);
  const request = post();
  const batch = [
    { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_arrival', arguments: {} } },
    { jsonrpc: '2.0', id: 2, method: 'resources/read', params: { uri: 'https://books.example/llms.txt' } },
    { jsonrpc: '2.0', id: 3, method: 'prompts/get', params: { name: 'will_it_arrive_by' } },
  ];
  const response = await exchange(request, batch, 'request-42');
  const text = await response.text();
  expect(text).not.toContain('ZodError');
  expect(JSON.parse(text)).toEqual([
    { jsonrpc: '2.0', id: 1, result: { isError: true, content: [{ type: 'text', text: '{"detail":"Internal Server Error"}' }] } },
    { jsonrpc: '2.0', id: 2, error: { code: -32603, message: 'Internal Server Error' } },
    { jsonrpc: '2.0', id: 3, error: { code: -32603, message: 'Internal Server Error' } },
  ]);
  const failures = lines.map((line) => JSON.parse(line)).filter((line) => line.message === 'request failed');
  expect(failures.map((line) => [line.level, line.rpc_method, line.request_id])).toEqual([
    ['error', 'tools/call', 'request-42'],
    ['error', 'resources/read', 'request-42'],
    ['error', 'prompts/get', 'request-42'],
  ]);
  for (const line of failures) expect(line.error).toContain(SECRET);
});

test('a request its method refuses is invalid params naming the field, for every method, the SDK’s own included', async () => {
  const lines: string[] = [];
  const exchange = exchangeWith(() => {
    throw new Error('not reached');
  }, lines);
  const batch = [
    { jsonrpc: '2.0', id: 1, method: 'prompts/get', params: {} },
    { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'get_arrival', arguments: 'AU' } },
    { jsonrpc: '2.0', id: 3, method: 'resources/read', params: { uri: 7 } },
  ];
  const answers = await (await exchange(post(), batch, 'request-43')).json();
  // initialize may not be batched: alone.
  const initialize = { jsonrpc: '2.0', id: 5, method: 'initialize', params: { protocolVersion: 2025 } };
  answers.push(await (await exchange(post(), initialize, 'request-44')).json());
  expect(answers.map((answer: { error?: { code: number } }) => answer.error?.code)).toEqual([-32602, -32602, -32602, -32602]);
  expect(answers[3].error.message).toMatch(/params\.protocolVersion/);
  expect(answers[0].error.message).toMatch(/params\.name/);
  expect(lines).toEqual([]);
});
