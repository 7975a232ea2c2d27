// /openapi.json, generated from the route table and the zod schemas that validate requests and
// responses: the document cannot describe an endpoint the router does not serve. Its examples are
// real answers (api-examples.ts).
import { z } from 'astro/zod';
import type { Catalog } from '../../contract/catalog.ts';
import { bindQuery } from '../../contract/catalog-query.ts';
import { API_VERSION, ROUTES, type Route, SERVICE_NAME } from '../../contract/routes.ts';
import { apiSchemas } from '../../contract/schemas.ts';
import { apiExamples, type Example, type OperationExamples, TOO_MANY_REQUESTS_EXAMPLE } from './api-examples.ts';
import { readCatalog } from './catalog.ts';
import { ORIGIN, SUPPORT_EMAIL } from './site.ts';

type JsonObject = Record<string, unknown>;
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (schema: JsonObject, summary: string, value: unknown) => ({
  'application/json': { schema, examples: { example: { summary, value } } },
});
const answerTo = (schema: JsonObject, { request, value }: Example) => json(schema, `GET ${request}`, value);

function componentSchemas(): Record<string, JsonObject> {
  const { schemas } = z.toJSONSchema(apiSchemas, {
    uri: (id) => `#/components/schemas/${id}`,
    // Clients must ignore unknown fields (spec section 2), so responses are open to additions.
    override: ({ jsonSchema }) => {
      if (jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
    },
  });
  return Object.fromEntries(Object.entries(schemas).map(([id, { $schema: _, $id: __, ...schema }]) => [id, schema as JsonObject]));
}

/** A route's query parameters, its catalog fields listing the catalog's values. */
export function queryParameters(route: Route, catalog: Catalog): JsonObject[] {
  const schema = bindQuery(route.query, catalog);
  const { properties = {} } = z.toJSONSchema(schema, { io: 'input' }) as { properties?: Record<string, JsonObject> };
  return Object.entries(properties).map(([name, { description, ...property }]) => {
    const field = schema.shape[name];
    const fallback = field instanceof z.ZodDefault ? { default: field.def.defaultValue } : {};
    return { name, in: 'query', required: !field.isOptional(), description, schema: { ...property, ...fallback } };
  });
}

const rateLimitHeaders = {
  'RateLimit-Policy': { $ref: '#/components/headers/RateLimit-Policy' },
  RateLimit: { $ref: '#/components/headers/RateLimit' },
};

function responseId(route: Route): string {
  const id = apiSchemas.get(route.response)?.id;
  if (id === undefined) throw new Error(`${route.path}: its response schema is not registered in apiSchemas`);
  return id;
}

function operation(route: Route, examples: OperationExamples, catalog: Catalog) {
  const parameters = queryParameters(route, catalog);
  return {
    get: {
      operationId: route.operationId,
      tags: [route.tag],
      summary: route.summary,
      description: route.description,
      ...(parameters.length > 0 ? { parameters } : {}),
      responses: {
        200: {
          description: 'Success',
          headers: { ...rateLimitHeaders, ETag: { $ref: '#/components/headers/ETag' } },
          content: answerTo(ref(responseId(route)), examples.ok),
        },
        304: { description: 'Not modified: the ETag in If-None-Match is still current', headers: rateLimitHeaders },
        ...(examples.invalid === undefined
          ? {}
          : {
              422: {
                description: 'A query parameter failed validation',
                headers: rateLimitHeaders,
                content: answerTo(ref('HTTPValidationError'), examples.invalid),
              },
            }),
        429: { $ref: '#/components/responses/TooManyRequests' },
      },
    },
  };
}

export interface DocumentOptions {
  supportEmail: string;
  /** The examples of every operation, by operationId. */
  examples: ReadonlyMap<string, OperationExamples>;
  catalog: Catalog;
}

function examplesOf(examples: DocumentOptions['examples'], route: Route): OperationExamples {
  const found = examples.get(route.operationId);
  if (found === undefined) throw new Error(`${route.operationId} has no examples`);
  return found;
}

export function openApiDocument({ supportEmail, examples, catalog }: DocumentOptions) {
  return {
    openapi: '3.1.0',
    info: {
      title: SERVICE_NAME,
      version: API_VERSION,
      summary:
        'Read-only catalog of personalized grandparent storybooks: prices, art styles, scenes, occasions, arrival dates and book plans.',
      description:
        'Public, read-only and unauthenticated. Every response under /api/v1/ carries RateLimit and RateLimit-Policy ' +
        'headers; each client IP may make 60 requests per minute. Clients must ignore unknown JSON fields.',
      contact: { name: 'Grandtales developer support', email: supportEmail },
      license: { name: 'Catalog data may be used to link to and describe Grandtales products', identifier: 'CC-BY-4.0' },
    },
    // Filled from SITE_URL when served, so one build is right for any origin.
    servers: [{ url: ORIGIN, description: 'This service' }],
    security: [],
    tags: [
      { name: 'service', description: 'Liveness and discovery' },
      { name: 'pricing', description: 'Live prices, read at request time' },
      { name: 'catalog', description: 'Art styles, story scenes and gift occasions' },
      { name: 'planning', description: 'Arrival dates, last days to order and ready-to-finish book plans' },
    ],
    paths: Object.fromEntries(ROUTES.map((route) => [route.path, operation(route, examplesOf(examples, route), catalog)])),
    components: {
      schemas: componentSchemas(),
      headers: {
        'RateLimit-Policy': {
          description: 'The quota: `"default";q=<requests>;w=<window seconds>`.',
          schema: { type: 'string', examples: ['"default";q=60;w=60'] },
        },
        RateLimit: {
          description: 'This window: `"default";r=<remaining>;t=<seconds until reset>`.',
          schema: { type: 'string', examples: ['"default";r=59;t=60'] },
        },
        ETag: {
          description: "The body's validator: send it back as If-None-Match to get a 304 while it is unchanged.",
          schema: { type: 'string' },
        },
        'Retry-After': { description: 'Whole seconds to wait before retrying.', schema: { type: 'integer', minimum: 1 } },
      },
      responses: {
        TooManyRequests: {
          description: 'Rate limit exceeded',
          headers: { ...rateLimitHeaders, 'Retry-After': { $ref: '#/components/headers/Retry-After' } },
          content: json(ref('ErrorResponse'), 'Any request over the quota', TOO_MANY_REQUESTS_EXAMPLE),
        },
      },
    },
  };
}

/** The text of the document this build publishes: /openapi.json serves it and /docs is read from it. */
export async function publishedOpenApiJson(): Promise<string> {
  const catalog = await readCatalog();
  return JSON.stringify(openApiDocument({ supportEmail: SUPPORT_EMAIL, examples: apiExamples(catalog), catalog }), null, 2);
}
