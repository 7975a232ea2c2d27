// The official MCP conformance suite (@modelcontextprotocol/conformance) against POST /mcp of the
// built server: its whole active suite of server scenarios, run by the suite's own CLI with a
// baseline of the scenarios that need its reference server's fixtures (tests/support/
// mcp-conformance-baseline.yaml). The CLI fails on a scenario that regresses and on one that starts
// passing while still listed, so the passing ones (initialize, ping, tools, resources and prompts
// lists) stay passing with the MCP App's _meta on the tool and the ui:// resource.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, test } from 'vitest';
import { useServer } from './support/fixtures.ts';
import { runToEnd } from './support/run.ts';

const suite = createRequire(import.meta.url).resolve('@modelcontextprotocol/conformance/dist/index.js');
const baseline = join(import.meta.dirname, 'support', 'mcp-conformance-baseline.yaml');
const server = useServer({ RATE_LIMIT_PER_MINUTE: '100000' });

test("the suite's server scenarios pass, but for the baseline's", { timeout: 180_000 }, async () => {
  // Node 24 (the suite needs 22 or later): the one running the tests, not whatever `node` is on PATH.
  const args = [suite, 'server', '--url', `${server.url}/mcp`, '--expected-failures', baseline];
  const { code, output } = await runToEnd(process.execPath, args, { cwd: dirname(suite) });
  expect(output).toContain('Baseline check passed');
  for (const scenario of ['server-initialize', 'ping', 'tools-list', 'resources-list', 'prompts-list']) {
    expect(output).toMatch(new RegExp(`✓ ${scenario}: [1-9]\\d* passed, 0 failed`));
  }
  expect(code, output).toBe(0);
});
