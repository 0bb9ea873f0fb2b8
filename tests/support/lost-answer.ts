/**
 * An answer lost on the way back (a network error after the request left): with `served` the simulated backend has
 * done the write first (the case a check must find), without it the request never reached it (nothing to find).
 * Applies to the next matching request only; answers the Idempotency-Key the lost request carried.
 */
import { getResponse, http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import type { Simulator } from '@services/mock/simulator';

export function loseAnswer(
  per: { server: SetupServer; sim: Simulator },
  method: 'get' | 'post' | 'put',
  path: string,
  { served }: { served: boolean },
) {
  const lost = { key: null as string | null };
  per.server.use(
    http[method](
      `*${path}`,
      async ({ request }) => {
        lost.key = request.headers.get('idempotency-key');
        if (served) await getResponse(per.sim.handlers, request);
        return HttpResponse.error();
      },
      { once: true },
    ),
  );
  return lost;
}
