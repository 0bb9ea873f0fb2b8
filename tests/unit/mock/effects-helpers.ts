/** Calls of the simulator's own effects in tests: a logged-in platform admin and JSON or query writes. */
import { startNodeSimulator } from '@services/mock/node';
import { createSimulator } from '@services/mock/simulator';
import { apiJson, loginOk } from './sim-helpers';

export interface Envelope<T = unknown> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

/** A node simulator for one test file (reset before each test; closed after the file). */
export function effectsSimulator() {
  const node = startNodeSimulator(createSimulator({ storage: null }));
  afterAll(() => node.close());
  beforeEach(() => {
    node.sim.reset();
    node.sim.config.idempotencyHonoured = false;
  });
  return node.sim;
}

/** The access token of an account (the platform admin by default). */
export async function tokenOf(account = 'admin', password = 'admin', tenantId = '000000'): Promise<string> {
  return (await loginOk(account, password, { tenantId })).access_token;
}

/** Sends a write: a JSON body for POST/PUT (the console's default), the parameters in the query for GET/DELETE. */
export async function write<T = unknown>(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  params: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Envelope<T>> {
  if (method === 'GET' || method === 'DELETE') {
    const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
    return (await apiJson<Envelope<T>>(`${path}${qs ? `?${qs}` : ''}`, { token, method, headers })).body;
  }
  return (
    await apiJson<Envelope<T>>(path, {
      token,
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(params),
    })
  ).body;
}
