// /openapi.json generated from the same zod schemas that validate requests and responses.
import { z } from 'astro/zod';
import { API_VERSION, SERVICE_NAME } from '../../functions/responses.ts';
import { apiSchemas, QuoteQuery, ScenesQuery } from '../../functions/schemas.ts';

type JsonObject = Record<string, unknown>;
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (schema: JsonObject) => ({ 'application/json': { schema } });

function componentSchemas(): Record<string, JsonObject> {
  const { schemas } = z.toJSONSchema(apiSchemas, {
    uri: (id) => `#/components/schemas/${id}`,
    // Clients must ignore unknown fields (spec section 2), so responses are open to additions.
    override: ({ jsonSchema }) => {
      if (jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
    },
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _, $id: __, ...schema }]) => [id, schema as JsonObject]),
  );
}

function queryParameters(schema: z.ZodObject): JsonObject[] {
  const { properties = {} } = z.toJSONSchema(schema, { io: 'input' }) as { properties?: Record<string, JsonObject> };
  return Object.entries(properties).map(([name, { description, ...property }]) => {
    const field = schema.shape[name];
    const fallback = field instanceof z.ZodDefault ? { default: field.def.defaultValue } : {};
    return { name, in: 'query', required: false, description, schema: { ...property, ...fallback } };
  });
}

const rateLimitHeaders = {
  'RateLimit-Policy': { $ref: '#/components/headers/RateLimit-Policy' },
  RateLimit: { $ref: '#/components/headers/RateLimit' },
};

function operation(id: string, tag: string, summary: string, description: string, success: string, query?: z.ZodObject) {
  return {
    get: {
      operationId: id,
      tags: [tag],
      summary,
      description,
      ...(query ? { parameters: queryParameters(query) } : {}),
      responses: {
        200: { description: 'Success', headers: rateLimitHeaders, content: json(ref(success)) },
        ...(query ? { 422: { $ref: '#/components/responses/ValidationError' } } : {}),
        429: { $ref: '#/components/responses/TooManyRequests' },
      },
    },
  };
}

export function openApiDocument(supportEmail: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: SERVICE_NAME,
      version: API_VERSION,
      summary: 'Read-only catalog of personalized grandparent storybooks: prices, art styles, scenes and occasions.',
      description:
        'Public, read-only and unauthenticated. Every response under /api/v1/ carries RateLimit and RateLimit-Policy ' +
        'headers; each client IP may make 60 requests per minute. Clients must ignore unknown JSON fields.',
      contact: { name: 'Grandtales developer support', email: supportEmail },
      license: { name: 'Catalog data may be used to link to and describe Grandtales products', identifier: 'CC-BY-4.0' },
    },
    // Relative, so the document is right for whatever origin (SITE_URL) serves it.
    servers: [{ url: '/', description: 'The origin serving this document' }],
    security: [],
    tags: [
      { name: 'service', description: 'Liveness and discovery' },
      { name: 'pricing', description: 'Live prices, read at request time' },
      { name: 'catalog', description: 'Art styles, story scenes and gift occasions' },
    ],
    paths: {
      '/api/v1/status': operation('getStatus', 'service', 'Service status', 'Cheap liveness and discovery probe.', 'StatusResponse'),
      '/api/v1/pricing': operation('getPricing', 'pricing', 'Price list', 'Every publicly priced product and add-on, at this moment.', 'PricingResponse'),
      '/api/v1/pricing/quote': operation(
        'getPriceQuote',
        'pricing',
        'Price quote for one book',
        'Itemized price of one book for a format and optional gift wrap. `discount` is always 0: discounts apply only at checkout.',
        'PriceQuoteResponse',
        QuoteQuery,
      ),
      '/api/v1/art-styles': operation('listArtStyles', 'catalog', 'Art styles', 'Every illustration style a book can be drawn in.', 'ArtStylesResponse'),
      '/api/v1/scenes': operation('listScenes', 'catalog', 'Story scenes', 'Every selectable scene, optionally of one category.', 'ScenesResponse', ScenesQuery),
      '/api/v1/occasions': operation('listOccasions', 'catalog', 'Gift occasions', 'Every published gift-occasion landing page.', 'OccasionsResponse'),
    },
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
        'Retry-After': { description: 'Whole seconds to wait before retrying.', schema: { type: 'integer', minimum: 1 } },
      },
      responses: {
        ValidationError: {
          description: 'A query parameter failed validation',
          headers: rateLimitHeaders,
          content: json(ref('HTTPValidationError')),
        },
        TooManyRequests: {
          description: 'Rate limit exceeded',
          headers: { ...rateLimitHeaders, 'Retry-After': { $ref: '#/components/headers/Retry-After' } },
          content: json(ref('ErrorResponse')),
        },
      },
    },
  };
}
