// The one way an HTTP test gets a built server: started before the file's tests, stopped after.
import { afterAll, beforeAll } from 'vitest';
import { type RunningServer, startServer } from './server.ts';

/** A server (with these environment variables) for the tests of the calling file or describe block. */
export function useServer(env: Record<string, string> = {}, root?: string): { readonly current: RunningServer } {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer(env, root);
  });
  afterAll(async () => {
    await server?.stop();
  });
  return {
    get current() {
      if (server === undefined) throw new Error('useServer: the server is only there inside tests');
      return server;
    },
  };
}
