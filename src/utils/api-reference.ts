// What /developers shows of each operation, from the route table. The example answers are live
// tokens: the front layer fills them with the real answer to the example request, prices included.
import type { Catalog } from '../../contract/catalog.ts';
import { exampleRequest, ROUTES } from '../../contract/routes.ts';
import { queryParameters } from './openapi.ts';

interface Parameter {
  name: string;
  values: string;
  default: string;
}

export interface Operation {
  path: string;
  anchor: string;
  description: string;
  parameters: Parameter[];
  request: string;
  response: string;
}

function parameter({ name, description, schema }: Record<string, unknown>): Parameter {
  const { enum: values, default: fallback } = schema as { enum?: string[]; default?: unknown };
  return {
    name: String(name),
    values: values?.join(', ') ?? String(description),
    default: fallback === undefined ? 'none' : String(fallback),
  };
}

export function apiReference(catalog: Catalog): Operation[] {
  return ROUTES.map((route) => ({
    path: route.path,
    anchor: route.operationId,
    description: route.description,
    parameters: queryParameters(route, catalog).map(parameter),
    request: exampleRequest(route),
    response: `{{api:${route.operationId}}}`,
  }));
}
