// One read-only MCP tool per API operation, generated from the route table: the operation's query
// schema describes the arguments, its response schema the result, and the router's own answers()
// computes it, so a tool cannot answer differently from GET /api/v1/… with the same query.
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { Catalog } from '../../contract/catalog.ts';
import { bindQuery } from '../../contract/catalog-query.ts';
import { type Route, toolName } from '../../contract/routes.ts';
import type { Answers } from '../api/answers.ts';

/**
 * Tool arguments as the query string a GET would carry, so the API's own validation (and its 422
 * detail) applies: strings as written, a list as its comma-separated items (scenes), anything else
 * as its JSON text (true → "true"). A null is an absent argument, as clients send it for an
 * optional one they leave out.
 */
export function searchOf(args: Readonly<Record<string, unknown>> = {}): string {
  const search = new URLSearchParams();
  // JSON text, never String(): an object whose "toString" is not a function would throw.
  const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  for (const [name, value] of Object.entries(args)) {
    if (value === undefined || value === null) continue;
    search.set(name, Array.isArray(value) ? value.map(text).join(',') : text(value));
  }
  return search.toString();
}

/** Draft-07, the dialect the SDK itself publishes and its client validates with. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  return z.toJSONSchema(schema, { target: 'draft-7', io }) as Tool['inputSchema'];
}

export interface Tools {
  readonly list: readonly Tool[];
  /** undefined for an unknown tool name. */
  call(name: string, args?: Readonly<Record<string, unknown>>): CallToolResult | undefined;
}

export function createTools({ routes, answers, catalog }: { routes: readonly Route[]; answers: Answers; catalog: Catalog }): Tools {
  const byName = new Map(routes.map((route) => [toolName(route.operationId), route]));
  const list = [...byName].map(
    ([name, route]): Tool => ({
      name,
      title: route.summary,
      description: `${route.description} The same answer as GET ${route.path}.`,
      inputSchema: jsonSchema(bindQuery(route.query, catalog), 'input'),
      outputSchema: jsonSchema(route.response, 'output'),
      annotations: { title: route.summary, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    }),
  );
  return {
    list,
    call(name, args) {
      const route = byName.get(name);
      if (route === undefined) return undefined;
      const { status, body } = answers(route, searchOf(args));
      // The API's bytes, as text and (parsed) as structured content: the same JSON either way.
      const text = body.bytes.toString();
      if (status !== 200) return { isError: true, content: [{ type: 'text', text }] };
      return { content: [{ type: 'text', text }], structuredContent: JSON.parse(text) };
    },
  };
}
