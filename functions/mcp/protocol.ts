// The Model Context Protocol itself, by the official SDK: one stateless exchange per POST. This
// module (and the SDK, slow to import) loads on the first MCP request, so start-up stays fast.
//
// The low-level Server rather than McpServer: McpServer validates tool arguments with the zod schema
// itself, which would answer its own error instead of the API's 422 detail, and would reject
// gift_wrap: true (the query schema parses the strings of a query string, not JSON booleans).
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { AnyObjectSchema, SchemaOutput } from '@modelcontextprotocol/sdk/server/zod-compat.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  type Notification,
  ReadResourceRequestSchema,
  type Result,
  type Request as RpcRequest,
  type ServerNotification,
  type ServerRequest,
  type ServerResult,
} from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { detailBody } from '../lib/json-response.ts';
import type { Logger } from '../lib/log.ts';
import type { Prompts } from './prompts.ts';
import type { Resources } from './resources.ts';
import type { Tools } from './tools.ts';

export interface ProtocolOptions {
  name: string;
  version: string;
  instructions: string;
  tools: Tools;
  resources: Resources;
  prompts: Prompts;
  log: Logger;
}

/** Answers one HTTP exchange (a POST already read and parsed, with its X-Request-Id) with the SDK's transport. */
export type Exchange = (request: Request, message: unknown, requestId: string) => Promise<Response>;

/** A tool that fails unexpectedly answers what the API answers then: its 500 body, as the tool's error. */
const TOOL_FAILED = { isError: true, content: [{ type: 'text' as const, text: detailBody(500).bytes.toString() }] };

type Handler<T extends AnyObjectSchema> = (
  request: SchemaOutput<T>,
  extra: RequestHandlerExtra<ServerRequest | RpcRequest, ServerNotification | Notification>,
) => ServerResult | Result | Promise<ServerResult | Result>;

/**
 * The SDK's Server, with each handler's request checked and its unexpected failures caught, the
 * SDK's own (initialize, ping) included. The SDK would answer both with the error's own message as
 * an internal error (-32603): a schema's whole dump (typescript-sdk#2284). Here a request the
 * method's schema refuses is invalid params (-32602) naming the fields; an unexpected failure is
 * handed to `failed` and the client hears no more than a 500 would say.
 */
class CatalogServer extends Server {
  failed: (method: string, error: unknown) => ServerResult = (_, error) => {
    throw error;
  };

  override setRequestHandler<T extends AnyObjectSchema>(schema: T, handler: Handler<T>): void {
    const method = ((schema as unknown as z.ZodObject).shape.method as z.ZodLiteral<string>).value;
    const anyParams = z.looseObject({ method: z.literal(method) }) as unknown as T;
    super.setRequestHandler(anyParams, async (request, extra) => {
      const parsed = (schema as unknown as z.ZodObject).safeParse(request);
      if (!parsed.success) {
        const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(request)'}: ${issue.message}`);
        throw new McpError(ErrorCode.InvalidParams, `Invalid params for ${method}: ${problems.join('; ')}`);
      }
      try {
        return await handler(parsed.data as SchemaOutput<T>, extra);
      } catch (error) {
        if (error instanceof McpError) throw error;
        return this.failed(method, error);
      }
    });
  }
}

export function createExchange({ name, version, instructions, tools, resources, prompts, log }: ProtocolOptions): Exchange {
  // A Server holds one transport at a time, and a stateless transport one request: both per POST.
  const serverFor = (requestId: string) => {
    const server = new CatalogServer(
      { name, version },
      { capabilities: { tools: { listChanged: false }, resources: {}, prompts: { listChanged: false } }, instructions },
    );
    server.failed = (method, error) => {
      const cause = error instanceof Error ? error.stack : String(error);
      log.error('request failed', { path: '/mcp', rpc_method: method, request_id: requestId, error: cause });
      if (method === 'tools/call') return TOOL_FAILED;
      // Not an McpError, whose message would start "MCP error -32603": the SDK sends -32603 with this text.
      throw new Error('Internal Server Error');
    };
    server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [...tools.list] }));
    server.setRequestHandler(CallToolRequestSchema, ({ params }) => {
      const result = tools.call(params.name, params.arguments);
      if (result === undefined) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${params.name}`);
      return result;
    });
    server.setRequestHandler(ListResourcesRequestSchema, () => ({ resources: resources.list() }));
    server.setRequestHandler(ReadResourceRequestSchema, ({ params }) => {
      const result = resources.read(params.uri);
      if (result === undefined) throw new McpError(ErrorCode.InvalidParams, `Unknown resource: ${params.uri}`);
      return result;
    });
    server.setRequestHandler(ListPromptsRequestSchema, () => ({ prompts: [...prompts.list] }));
    server.setRequestHandler(GetPromptRequestSchema, ({ params }) => {
      const result = prompts.get(params.name, params.arguments);
      if (result === undefined) throw new McpError(ErrorCode.InvalidParams, `Unknown prompt: ${params.name}`);
      if (typeof result === 'string') throw new McpError(ErrorCode.InvalidParams, result);
      return result;
    });
    return server;
  };
  return async (request, message, requestId) => {
    const server = serverFor(requestId);
    // JSON answers, not an SSE stream: every tool answers at once, and a stateless server has
    // nothing to push later.
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    try {
      return await transport.handleRequest(request, { parsedBody: message });
    } finally {
      await server.close();
    }
  };
}
