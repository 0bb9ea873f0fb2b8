// @vitest-environment node
/**
 * Which catalogue endpoints the simulated backend answers with their own behaviour (docs/architecture.md, the
 * simulator section). The endpoints are the registry's operations and actions and the typed modules' paths; one has
 * own behaviour when a route other than the generic resource routes answers it (the first route of ROUTES whose
 * method and path pattern match, as msw picks it). Money moves, audits and state changes must all have own
 * behaviour; the ones still answered only generically are listed here exactly, so the list can only shrink.
 * Writes reports/simulator.json: { endpoints, ownBehaviour, genericOnly: ["METHOD path", …] }.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { API_MODULE_PATHS } from '@services/resources/api-modules';
import { RESOURCES } from '@services/resources/registry';
import { resourceRoutes } from '@services/mock/routes/resource-routes';
import { ROUTES, routePattern } from '@services/mock/simulator';

interface Endpoint {
  id: string;
  method: string;
  path: string;
  /** A money move, an audit or a state change: must not be generic only. */
  needsOwn: 'money' | 'audit' | 'state' | null;
}

const AUDIT = /audit|aduit|approv|reject|check|verify|confirm/i;

const endpoints = new Map<string, Endpoint>();
const add = (method: string, path: string, needsOwn: Endpoint['needsOwn']) => {
  const id = `${method} ${path}`;
  const seen = endpoints.get(id);
  if (!seen) endpoints.set(id, { id, method, path, needsOwn });
  else if (!seen.needsOwn && needsOwn) seen.needsOwn = needsOwn;
};
for (const def of RESOURCES) {
  for (const op of Object.values(def.operations)) if (op) add(op.method, op.path, op.moneyWrite ? 'money' : null);
  for (const a of def.actions) {
    // a custom action that is neither a read nor a download changes something (a GET only when marked so)
    const writes = !a.read && !a.download && (a.method !== 'GET' || a.changesStateViaGet === true);
    const kind: Endpoint['needsOwn'] = a.moneyWrite ? 'money' : !writes ? null : AUDIT.test(a.name) ? 'audit' : 'state';
    add(a.method, a.path, kind);
  }
}
for (const m of API_MODULE_PATHS) add(m.method, m.path, null);

/** A catalogue path with a sample value in each `{name}` segment. */
const concrete = (path: string) => path.replace(/\{\w+\}/g, '1');

const generic = new Set(resourceRoutes);
const routes = ROUTES.map((r) => ({ r, re: routePattern(r.path) }));
const ownBehaviour = (e: Endpoint) => {
  const first = routes.find(({ r, re }) => r.method === e.method.toLowerCase() && re.test(concrete(e.path)));
  return first !== undefined && !generic.has(first.r);
};

/**
 * The money moves, audits and state changes still answered only by the generic routes. Every entry is a gap to
 * close; the test fails when one is missing here (a new gap) or listed but answered (remove it).
 */
const STILL_GENERIC: readonly string[] = [];

const all = [...endpoints.values()].sort((a, b) => a.id.localeCompare(b.id));
const genericOnly = all.filter((e) => !ownBehaviour(e));

describe('reports/simulator.json', () => {
  it('writes the counts and the generic-only list', () => {
    mkdirSync('reports', { recursive: true });
    const report = { endpoints: all.length, ownBehaviour: all.length - genericOnly.length, genericOnly: genericOnly.map((e) => e.id) };
    writeFileSync('reports/simulator.json', `${JSON.stringify(report, null, 2)}\n`);
    expect(report.endpoints).toBeGreaterThan(700);
  });

  it('answers each endpoint by its own route, not by a parameterised one that shadows a fixed path', () => {
    const shadowed = all.flatMap((e) => {
      const path = concrete(e.path);
      const matching = routes.filter(({ r, re }) => r.method === e.method.toLowerCase() && re.test(path));
      const exact = matching.find(({ r }) => r.path === e.path);
      return exact && matching[0] !== exact && !exact.r.path.includes(':') && matching[0]!.r.path.includes(':')
        ? [`${e.id} ← ${matching[0]!.r.path}`]
        : [];
    });
    expect(shadowed).toEqual([]);
  });

  it('gives every money move, audit and state change its own behaviour (the listed gaps aside)', () => {
    const gaps = genericOnly.filter((e) => e.needsOwn).map((e) => `${e.needsOwn} ${e.id}`);
    expect(gaps).toEqual([...STILL_GENERIC].sort((a, b) => a.slice(a.indexOf(' ') + 1).localeCompare(b.slice(b.indexOf(' ') + 1))));
  });
});
