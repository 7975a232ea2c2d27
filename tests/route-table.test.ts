// ROUTES (contract/routes.ts) is the one list of API operations: the server answers each of
// them, /openapi.json declares exactly them, and /developers documents each in its own section.
import { beforeAll, describe, expect, test } from 'vitest';
import { exampleRequest, ROUTES } from '../contract/routes.ts';
import { useServer } from './support/fixtures.ts';

interface Operation {
  operationId: string;
  tags?: string[];
  parameters?: { name: string; in: string }[];
  responses: Record<string, unknown>;
}

let openapi: { paths: Record<string, Record<string, Operation>> };
let developers: string;
let twin: string;
const server = useServer({ RATE_LIMIT_PER_MINUTE: '100000' });
beforeAll(async () => {
  [openapi, developers, twin] = await Promise.all([
    fetch(`${server.url}/openapi.json`).then((response) => response.json()),
    fetch(`${server.url}/developers`).then((response) => response.text()),
    fetch(`${server.url}/developers.md`).then((response) => response.text()),
  ]);
});

/** The HTML of the section whose heading carries id. */
function sectionOf(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  expect(start, `no element with id="${id}"`).toBeGreaterThan(-1);
  const end = html.indexOf('</section>', start);
  // Paths may wrap on a phone at <wbr>, which the reader never sees.
  return html.slice(start, end < 0 ? undefined : end).replaceAll('<wbr>', '');
}

test('operation ids and paths are unique', () => {
  expect(new Set(ROUTES.map((route) => route.operationId)).size).toBe(ROUTES.length);
  expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
});

describe('/openapi.json', () => {
  test('declares exactly the paths of the route table', () => {
    expect(Object.keys(openapi.paths).sort()).toEqual(ROUTES.map((route) => route.path).sort());
  });
  test.each(ROUTES.map((route) => [route.path, route] as const))(
    '%s is a GET with its operationId, tag and query parameters',
    (path, route) => {
      const operations = openapi.paths[path];
      expect(Object.keys(operations ?? {})).toEqual(['get']);
      const operation = operations.get;
      expect(operation.operationId).toBe(route.operationId);
      expect(operation.tags).toContain(route.tag);
      const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
      expect(parameters.sort()).toEqual(Object.keys(route.query.shape).sort());
      expect(operation.responses['200']).toBeDefined();
      if (parameters.length > 0) expect(operation.responses['422']).toBeDefined();
    },
  );
});

describe('/developers', () => {
  test.each(ROUTES.map((route) => [route.operationId, route] as const))(
    'has a section id="%s" with the path and its live example',
    async (id, route) => {
      const section = sectionOf(developers, id);
      expect(section).toContain(`GET ${route.path}</code>`);
      expect(section).not.toContain('{{');
      const answer = await (await fetch(server.url + exampleRequest(route))).json();
      const shown = /<pre[^>]*><code>([\s\S]*?)<\/code><\/pre>/.exec(section)?.[1] ?? '';
      const decoded = shown
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&quot;', '"')
        .replaceAll('&#39;', "'")
        .replaceAll('&amp;', '&');
      expect(JSON.parse(decoded)).toEqual(answer);
    },
  );
  test.each(ROUTES.map((route) => route.path))('its Markdown twin documents %s', (path) => {
    expect(twin).toContain(`### \`GET ${path}\``);
  });
});

describe('the server', () => {
  test.each(ROUTES.map(exampleRequest))('answers %s with 200 JSON', async (path) => {
    const response = await fetch(server.url + path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
  });
});
