// /openapi.json is a valid OpenAPI 3.1 document, lints clean, and describes what the server does.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, test } from 'vitest';
import { exampleRequest, ROUTES } from '../contract/routes.ts';
import { useServer } from './support/fixtures.ts';

let text: string;
// A deployed origin: the document's servers entry is SITE_URL, and Redocly flags localhost there.
const server = useServer({ RATE_LIMIT_PER_MINUTE: '100000', SITE_URL: 'https://grandtales.test' });
beforeAll(async () => {
  const response = await fetch(`${server.url}/openapi.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  text = await response.text();
});

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

interface MediaExample {
  summary: string;
  value: unknown;
}

/** The one example of an operation's response with this status. */
function exampleOf(path: string, status: string): MediaExample {
  const document = JSON.parse(text);
  const response = document.paths[path].get.responses[status];
  const examples: Record<string, MediaExample> = response.content['application/json'].examples;
  expect(Object.keys(examples)).toHaveLength(1);
  return Object.values(examples)[0];
}

describe('examples', () => {
  test.each(ROUTES.map((route) => [route.path, route] as const))(
    "%s: the 200 example is the live answer to the operation's example request",
    async (path, route) => {
      const { summary, value } = exampleOf(path, '200');
      expect(summary).toBe(`GET ${exampleRequest(route)}`);
      const live = await fetch(server.url + exampleRequest(route));
      expect(live.status).toBe(200);
      expect(value).toEqual(await live.json());
    },
  );

  test.each(ROUTES.filter((route) => Object.keys(route.query.shape).length > 0).map((route) => route.path))(
    '%s: the 422 example is the live answer to its invalid request',
    async (path) => {
      const { summary, value } = exampleOf(path, '422');
      const request = summary.replace(/^GET /, '');
      expect(request.startsWith(`${path}?`)).toBe(true);
      const live = await fetch(server.url + request);
      expect(live.status).toBe(422);
      expect(value).toEqual(await live.json());
    },
  );

  test('the 429 example states the limit and the wait, as a live 429 does', () => {
    const { components } = JSON.parse(text);
    const { value } = Object.values(components.responses.TooManyRequests.content['application/json'].examples)[0] as MediaExample;
    expect(value).toEqual({ detail: expect.stringMatching(/^Rate limit exceeded: 60 requests per minute\. Retry in \d+ seconds?\.$/) });
  });

  test('servers is the absolute SITE_URL origin', () => {
    expect(JSON.parse(text).servers).toEqual([{ url: 'https://grandtales.test', description: expect.any(String) }]);
  });
});
