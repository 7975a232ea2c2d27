// The Model Context Protocol itself, by the official SDK: one stateless exchange per POST. This
// module (and the SDK, slow to import) loads on the first MCP request, so start-up stays fast.
//
// The low-level Server rather than McpServer: McpServer validates tool arguments with the zod schema
// itself, which would answer its own error instead of the API's 422 detail, and would reject
// gift_wrap: true (the query schema parses the strings of a query string, not JSON booleans).
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
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
}

/** Answers one HTTP exchange (a POST already read and parsed) with the SDK's transport. */
export type Exchange = (request: Request, message: unknown) => Promise<Response>;

export function createExchange({ name, version, instructions, tools, resources, prompts }: ProtocolOptions): Exchange {
  // A Server holds one transport at a time, and a stateless transport one request: both per POST.
  const serverFor = () => {
    const server = new Server(
      { name, version },
      { capabilities: { tools: { listChanged: false }, resources: {}, prompts: { listChanged: false } }, instructions },
    );
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
  return async (request, message) => {
    const server = serverFor();
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
