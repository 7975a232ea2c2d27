// The view's side of MCP Apps (SEP-1865): JSON-RPC 2.0 over postMessage with the host window that
// embeds it. Written by hand rather than with the SDK's App class: App validates every message with
// zod and the MCP SDK, 110 KB gzip, nearly the whole budget of the view. What this view says is
// small and non-personal (its size, a link to /create, a display mode); what it hears is the tool's
// input and result and the host's context. A host's request the view does not serve is answered
// "method not found", as JSON-RPC asks.
import type { McpUiAppCapabilities, McpUiHostCapabilities, McpUiHostContext, McpUiInitializeResult } from '@modelcontextprotocol/ext-apps';

/** The MCP Apps version this view speaks (ext-apps' LATEST_PROTOCOL_VERSION). */
export const PROTOCOL_VERSION = '2026-01-26';

export interface ToolResult {
  isError?: boolean;
  content?: { type: string; text?: string }[];
  structuredContent?: Record<string, unknown>;
  _meta?: Record<string, unknown>;
}

export interface HostEvents {
  toolInput(args: Record<string, unknown>): void;
  toolResult(result: ToolResult): void;
  /** The call was cancelled: no result will come. */
  toolCancelled(): void;
  /** The whole context so far: the host sends changes only, merged here. */
  context(context: McpUiHostContext): void;
}

export interface Host {
  readonly capabilities: McpUiHostCapabilities;
  request(method: string, params: Record<string, unknown>): Promise<Record<string, unknown>>;
  notify(method: string, params: Record<string, unknown>): void;
}

interface Message {
  jsonrpc: '2.0';
  id?: string | number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { code: number; message: string };
}

const METHOD_NOT_FOUND = -32601;

/** Opens the conversation with the host: ui/initialize, then ui/notifications/initialized. */
export async function connectHost(events: HostEvents, appCapabilities: McpUiAppCapabilities): Promise<Host> {
  const pending = new Map<string | number, { resolve(result: Record<string, unknown>): void; reject(error: Error): void }>();
  let nextId = 1;
  let context: McpUiHostContext = {};
  const post = (message: Message) => window.parent.postMessage(message, '*');
  const answer = (id: string | number, result: Record<string, unknown>) => post({ jsonrpc: '2.0', id, result });

  const notifications: Record<string, (params: Record<string, unknown>) => void> = {
    'ui/notifications/tool-input': (params) => events.toolInput((params.arguments as Record<string, unknown>) ?? {}),
    'ui/notifications/tool-result': (params) => events.toolResult(params as ToolResult),
    'ui/notifications/tool-cancelled': () => events.toolCancelled(),
    'ui/notifications/host-context-changed': (params) => {
      context = { ...context, ...params };
      events.context(context);
    },
  };
  // Teardown needs nothing saved: whatever was typed is meant to vanish with the view.
  const requests: Record<string, () => Record<string, unknown>> = { ping: () => ({}), 'ui/resource-teardown': () => ({}) };

  window.addEventListener('message', (event: MessageEvent<Message>) => {
    const message = event.data;
    if (event.source !== window.parent || message?.jsonrpc !== '2.0') return;
    const { id, method, params = {} } = message;
    if (method === undefined) {
      const waiting = id === undefined ? undefined : pending.get(id);
      if (waiting === undefined || id === undefined) return;
      pending.delete(id);
      if (message.error) waiting.reject(new Error(message.error.message));
      else waiting.resolve(message.result ?? {});
    } else if (id === undefined) notifications[method]?.(params);
    else if (requests[method]) answer(id, requests[method]());
    else post({ jsonrpc: '2.0', id, error: { code: METHOD_NOT_FOUND, message: `Method not found: ${method}` } });
  });

  const request = (method: string, params: Record<string, unknown>) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      post({ jsonrpc: '2.0', id, method, params });
    });
  const notify = (method: string, params: Record<string, unknown>) => post({ jsonrpc: '2.0', method, params });

  const initialized = (await request('ui/initialize', {
    appInfo: { name: 'grandtales-book', version: '1.0.0' },
    appCapabilities,
    protocolVersion: PROTOCOL_VERSION,
  })) as unknown as McpUiInitializeResult;
  context = initialized.hostContext ?? {};
  notify('ui/notifications/initialized', {});
  events.context(context);
  return { capabilities: initialized.hostCapabilities ?? {}, request, notify };
}

/**
 * Tells the host the height the view needs (and its width), whenever it changes, as the SDK's App
 * does: the document measured at its content's height, not at the iframe's.
 */
export function reportSize(host: Host) {
  let sent = '';
  let queued = false;
  const measure = () => {
    queued = false;
    const root = document.documentElement;
    const before = root.style.height;
    root.style.height = 'max-content';
    const height = Math.ceil(root.getBoundingClientRect().height);
    root.style.height = before;
    const width = Math.ceil(window.innerWidth);
    if (`${width}×${height}` === sent) return;
    sent = `${width}×${height}`;
    host.notify('ui/notifications/size-changed', { width, height });
  };
  const observer = new ResizeObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(measure);
  });
  observer.observe(document.documentElement);
  observer.observe(document.body);
}
