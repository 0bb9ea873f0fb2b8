/** Lost answers for the system screens' command tests: the server does the write, the console never hears back. */
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';

/**
 * The next `method` request to `path` reaches the simulator (which does the write and logs it) but its answer is
 * replaced by a network error, as when a connection drops after the server acted.
 */
export function loseAnswer(server: SetupServer, method: 'get' | 'post', path: string): void {
  server.use(
    http[method](
      `*${path}`,
      async ({ request }) => {
        // this handler is used once: the request sent from here is answered by the simulator
        await fetch(request);
        return HttpResponse.error();
      },
      { once: true },
    ),
  );
}
