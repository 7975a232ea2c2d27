// What /docs shows of each operation, read from the OpenAPI document itself rather than the route
// table, so the page without JavaScript and the interactive UI on top of it cannot disagree.
type Schema = {
  $ref?: string;
  type?: string;
  const?: unknown;
  enum?: unknown[];
  format?: string;
  items?: Schema;
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  description?: string;
  default?: unknown;
};
type MediaType = { schema: Schema; examples?: Record<string, { summary?: string; value: unknown }> };
type Response = { description: string; content?: Record<string, MediaType>; $ref?: string };
type Parameter = { name: string; in: string; description?: string; schema: Schema };
type Operation = {
  operationId: string;
  summary: string;
  description: string;
  parameters?: Parameter[];
  responses: Record<string, Response>;
};

/** The parts of an OpenAPI 3.1 document that the reference reads. */
export interface OpenApiDocument {
  paths: Record<string, { get: Operation }>;
  components: { schemas: Record<string, Schema>; responses: Record<string, Response> };
}

export interface ParameterReference {
  name: string;
  type: string;
  /** The allowed values, when they are a closed list. */
  values: string[];
  default: string;
  description: string;
}

export interface FieldReference {
  /** Dotted path, with [] for array items: products[].price. */
  name: string;
  type: string;
  required: boolean;
  description: string;
}

export interface ExampleReference {
  status: string;
  description: string;
  /** What the example is the answer to, e.g. "GET /api/v1/scenes?category=sweet". */
  summary: string;
  json: string;
}

export interface OperationReference {
  id: string;
  path: string;
  summary: string;
  description: string;
  parameters: ParameterReference[];
  /** Name of the success response's schema. */
  responseName: string;
  fields: FieldReference[];
  examples: ExampleReference[];
}

const componentName = (ref: string) => ref.replace('#/components/schemas/', '');

function resolve(document: OpenApiDocument, schema: Schema): Schema {
  return schema.$ref === undefined ? schema : resolve(document, document.components.schemas[componentName(schema.$ref)]);
}

function typeName(document: OpenApiDocument, schema: Schema): string {
  if (schema.$ref !== undefined) return componentName(schema.$ref);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.anyOf !== undefined) return schema.anyOf.map((option) => typeName(document, option)).join(' or ');
  if (schema.type === 'array' && schema.items !== undefined) return `array of ${typeName(document, schema.items)}`;
  if (schema.format === 'uri') return 'string (URL)';
  return schema.type ?? 'any JSON value';
}

/** Every field of an object schema, nested objects and array items included. */
function fieldsOf(document: OpenApiDocument, schema: Schema, prefix = ''): FieldReference[] {
  const object = resolve(document, schema);
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).flatMap(([name, property]) => {
    const resolved = resolve(document, property);
    const field = {
      name: prefix + name,
      type: resolved.enum === undefined ? typeName(document, property) : `${resolved.type}, one of ${resolved.enum.join(', ')}`,
      required: required.has(name),
      description: property.description ?? resolved.description ?? '',
    };
    const items = resolved.type === 'array' && resolved.items !== undefined ? resolve(document, resolved.items) : undefined;
    const nested = items?.properties === undefined ? [] : fieldsOf(document, items, `${field.name}[].`);
    return [field, ...nested];
  });
}

function parameterOf({ name, description = '', schema }: Parameter): ParameterReference {
  return {
    name,
    type: schema.type ?? 'string',
    values: (schema.enum ?? (schema.type === 'boolean' ? [true, false] : [])).map(String),
    default: schema.default === undefined ? 'none' : String(schema.default),
    description,
  };
}

export function responseOf(document: OpenApiDocument, response: Response): Response {
  return response.$ref === undefined ? response : document.components.responses[response.$ref.replace('#/components/responses/', '')];
}

/** The example of a response as indented JSON, with what it answers. */
export function examplesOf(document: OpenApiDocument, status: string, response: Response): ExampleReference[] {
  const { description, content } = responseOf(document, response);
  return Object.values(content?.['application/json']?.examples ?? {}).map((example) => ({
    status,
    description,
    summary: example.summary ?? '',
    json: JSON.stringify(example.value, null, 2),
  }));
}

export function operationReferences(document: OpenApiDocument): OperationReference[] {
  return Object.entries(document.paths).map(([path, { get: operation }]) => {
    const success = operation.responses['200'].content?.['application/json'];
    if (success === undefined) throw new Error(`${path}: no JSON success response`);
    return {
      id: operation.operationId,
      path,
      summary: operation.summary,
      description: operation.description,
      parameters: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map(parameterOf),
      responseName: typeName(document, success.schema),
      fields: fieldsOf(document, success.schema),
      // 429 is the same for every operation: the page shows it once.
      examples: ['200', '422'].flatMap((status) => {
        const response = operation.responses[status];
        return response === undefined ? [] : examplesOf(document, status, response);
      }),
    };
  });
}
