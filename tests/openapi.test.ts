// /openapi.json is a valid OpenAPI 3.1 document, lints clean, and describes what the server does.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROUTES } from '../functions/api/routes.ts';
import { type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let text: string;
beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_PER_MINUTE: '100000' });
  const response = await fetch(`${server.url}/openapi.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  text = await response.text();
});
afterAll(() => server.stop());

describe('/openapi.json', () => {
  test('validates against the OpenAPI 3.1 schema', async () => {
    const result = await new Validator().validate(JSON.parse(text));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  test("has no errors or warnings under Redocly's recommended rules", async () => {
    const problems = await lintFromString({
      source: text,
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    expect(problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message}`)).toEqual([]);
  });

  test('declares every operation of the route table and their parameters', () => {
    const document = JSON.parse(text);
    expect(Object.keys(document.paths).sort()).toEqual(ROUTES.map((route) => route.path).sort());
    const quote = document.paths['/api/v1/pricing/quote'].get;
    expect(quote.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(['format_type', 'gift_wrap']);
    expect(quote.parameters[1].schema).toMatchObject({ type: 'boolean', default: false });
    expect(quote.responses['422']).toBeDefined();
    expect(document.security).toEqual([]);
  });
});
