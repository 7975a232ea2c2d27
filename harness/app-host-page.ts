// Runs in Chromium, in the page harness/app-host.ts opens: a host of MCP Apps built on the SDK's own
// AppBridge, as hosts build theirs. It renders a view's HTML in an iframe sandboxed to scripts alone
// (an opaque origin), completes ui/initialize, sizes the frame from the view's reports, and records
// what the view asks for: links to open and display modes.

import type { McpUiHostContext, McpUiToolResultNotification } from '@modelcontextprotocol/ext-apps/app-bridge';
import { AppBridge, PostMessageTransport } from '@modelcontextprotocol/ext-apps/app-bridge';

export interface HostRecord {
  links: string[];
  sizes: { width?: number; height?: number }[];
  modes: string[];
}

export interface HostControls {
  record: HostRecord;
  /** Sends the tool's input then its result; resolves with the time sent (ms since the epoch). */
  toolCall(input: Record<string, unknown>, result: McpUiToolResultNotification['params']): Promise<number>;
  setContext(context: McpUiHostContext): void;
  cancel(): Promise<void>;
  resize(width: number): void;
}

declare global {
  interface Window {
    startHost(options: { html: string; width: number; context: McpUiHostContext }): Promise<void>;
    host: HostControls;
  }
}

window.startHost = async ({ html, width, context }) => {
  const iframe = document.createElement('iframe');
  iframe.setAttribute('sandbox', 'allow-scripts');
  iframe.title = 'Grandtales book';
  iframe.style.cssText = `border: 0; display: block; width: ${width}px; height: 150px`;
  iframe.srcdoc = html;
  document.body.append(iframe);
  const record: HostRecord = { links: [], sizes: [], modes: [] };
  let current: McpUiHostContext = { ...context, containerDimensions: { width, maxHeight: 4000 } };
  const bridge = new AppBridge(null, { name: 'grandtales-test-host', version: '1.0.0' }, { openLinks: {} }, { hostContext: current });
  /** The bridge sends the view only what changed. */
  const change = (changed: McpUiHostContext) => {
    current = { ...current, ...changed };
    bridge.setHostContext(current);
  };
  bridge.addEventListener('sizechange', (size) => {
    record.sizes.push(size);
    if (size.height !== undefined) iframe.style.height = `${size.height}px`;
  });
  bridge.onopenlink = async ({ url }) => {
    record.links.push(url);
    return {};
  };
  bridge.onrequestdisplaymode = async ({ mode }) => {
    record.modes.push(mode);
    change({ displayMode: mode });
    return { mode };
  };
  const initialized = new Promise<void>((done) => bridge.addEventListener('initialized', () => done()));
  const window_ = iframe.contentWindow;
  if (window_ === null) throw new Error('the iframe has no window');
  await bridge.connect(new PostMessageTransport(window_, window_));
  await initialized;
  window.host = {
    record,
    async toolCall(input, result) {
      const sent = performance.timeOrigin + performance.now();
      await bridge.sendToolInput({ arguments: input });
      await bridge.sendToolResult(result);
      return sent;
    },
    setContext: change,
    cancel: () => bridge.sendToolCancelled({ reason: 'stopped' }),
    resize(to) {
      iframe.style.width = `${to}px`;
      change({ containerDimensions: { width: to, maxHeight: 4000 } });
    },
  };
};
