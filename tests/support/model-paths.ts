/**
 * Model-based test support (docs/architecture.md §4): builds transition-covering paths from a machine with
 * `xstate/graph`, checks that every edge of the adjacency map is walked, and writes the QA report
 * to reports/paths/<machine>.{json,md}.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { getAdjacencyMap } from 'xstate/graph';
import type { AnyMachineSnapshot, AnyStateMachine, EventFromLogic, InputFrom } from 'xstate';

type Ev<M extends AnyStateMachine> = EventFromLogic<M>;

export interface ModelStart<M extends AnyStateMachine> {
  /** Name of this starting point (e.g. "fresh", "restored"). */
  name: string;
  input: InputFrom<M>;
}

export interface ModelSpec<M extends AnyStateMachine> {
  machine: M;
  starts: ModelStart<M>[];
  /** Sample events, with payloads for done/error events of invoked actors. */
  events: Ev<M>[];
  /** Keeps only the context that matters, so vertices stay few. */
  serializeState: (s: AnyMachineSnapshot) => string;
  /** Extra filter beyond "the machine can take it" (e.g. combinations the screens cannot produce). */
  allow?: (s: AnyMachineSnapshot, e: Ev<M>) => boolean;
  /** Stop exploring from these states (e.g. after the page reloads). */
  stopWhen?: (s: AnyMachineSnapshot) => boolean;
}

export interface ModelStep<M extends AnyStateMachine> {
  event: Ev<M>;
  state: AnyMachineSnapshot;
}

export interface ModelPath<M extends AnyStateMachine> {
  start: string;
  description: string;
  steps: ModelStep<M>[];
  /** Edge keys this path walks. */
  edges: string[];
}

export function serializeEvent(e: { type: string }): string {
  return JSON.stringify(e, (k, v) => (k === 'error' && v instanceof Error ? { ...v, message: v.message } : v));
}

function edgeKey(state: string, e: { type: string }): string {
  return `${state} --${serializeEvent(e)}-->`;
}

function describeEvent(e: { type: string }): string {
  const rest = Object.entries(e).filter(([k]) => k !== 'type');
  if (rest.length === 0) return e.type.replace(/^xstate\.(done|error)\.actor\./, '$1:').replace(/^xstate\.after\.([^.]+)\..*$/, 'after:$1');
  const shown = rest
    .map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)] as const)
    .map(([k, v]) =>
      k === 'error' ? ((JSON.parse(v) as { kind?: string }).kind ?? 'error') : v.length <= 12 ? `${k}=${v}` : `${k}=${v.slice(0, 6)}…`,
    );
  return `${e.type.replace(/^xstate\.(done|error)\.actor\./, '$1:').replace(/^xstate\.after\.([^.]+)\..*$/, 'after:$1')}(${shown.join(',')})`;
}

function stateLabel(s: { value: unknown }): string {
  const flat = (v: unknown): string =>
    typeof v === 'string'
      ? v
      : Object.entries(v as Record<string, unknown>)
          .map(([k, c]) => `${k}.${flat(c)}`)
          .join('|');
  return flat(s.value);
}

/** Longest path the greedy cover builds before it starts a new one. */
const MAX_STEPS = 24;

/**
 * Paths that together walk every edge of the adjacency map (a greedy transition cover): from the
 * initial state, take an unwalked edge when the current state has one, else the shortest route to a
 * state that has one; start a new path when none is reachable or the path is long enough.
 */
export function buildPaths<M extends AnyStateMachine>(
  spec: ModelSpec<M>,
): { paths: ModelPath<M>[]; edges: Set<string>; stateIds: Set<string> } {
  const edges = new Set<string>();
  const stateIds = new Set<string>();
  const paths: ModelPath<M>[] = [];
  type Adj = Record<string, { state: AnyMachineSnapshot; transitions: Record<string, { event: Ev<M>; state: AnyMachineSnapshot }> }>;
  for (const start of spec.starts) {
    const options = {
      input: start.input,
      events: spec.events,
      filterEvents: (s: AnyMachineSnapshot, e: Ev<M>) => s.status === 'active' && s.can(e) && (spec.allow ? spec.allow(s, e) : true),
      serializeState: (s: AnyMachineSnapshot) => spec.serializeState(s),
      serializeEvent: (e: Ev<M>) => serializeEvent(e),
      stopWhen: spec.stopWhen,
    };
    const adjacency = getAdjacencyMap(spec.machine, options as never) as unknown as Adj;
    const vertices = Object.keys(adjacency);
    if (vertices.length === 0) continue;
    const initial = vertices[0]!;
    const unwalked = new Map<string, Set<string>>();
    for (const [vertex, value] of Object.entries(adjacency)) {
      for (const id of activeStateIds(spec.machine, value.state.value)) stateIds.add(id);
      for (const [eventKey, t] of Object.entries(value.transitions)) {
        edges.add(edgeKey(vertex, t.event));
        (unwalked.get(vertex) ?? unwalked.set(vertex, new Set()).get(vertex)!).add(eventKey);
      }
    }
    const remaining = () => [...unwalked.values()].some((s) => s.size > 0);
    /** Shortest route (event keys) from `from` to a vertex with unwalked edges. */
    const route = (from: string): Array<[string, string]> | null => {
      const prev = new Map<string, [string, string] | null>([[from, null]]);
      const queue = [from];
      while (queue.length) {
        const v = queue.shift()!;
        if (v !== from && (unwalked.get(v)?.size ?? 0) > 0) {
          const hops: Array<[string, string]> = [];
          for (let at = v; prev.get(at); ) {
            const [from, k]: [string, string] = prev.get(at)!;
            hops.unshift([from, k]);
            at = from;
          }
          return hops;
        }
        for (const [k, t] of Object.entries(adjacency[v]?.transitions ?? {})) {
          const w = spec.serializeState(t.state);
          if (!prev.has(w)) {
            prev.set(w, [v, k]);
            queue.push(w);
          }
        }
      }
      return null;
    };
    let guard = 0;
    while (remaining() && guard++ < 500) {
      const steps: ModelStep<M>[] = [{ event: { type: 'xstate.init' } as Ev<M>, state: adjacency[initial]!.state }];
      const walkedHere: string[] = [];
      let at = initial;
      const take = (vertex: string, k: string) => {
        const t = adjacency[vertex]!.transitions[k]!;
        steps.push({ event: t.event, state: t.state });
        walkedHere.push(edgeKey(vertex, t.event));
        unwalked.get(vertex)?.delete(k);
        at = spec.serializeState(t.state);
      };
      while (steps.length <= MAX_STEPS) {
        const own = unwalked.get(at);
        if (own && own.size > 0) {
          take(at, own.values().next().value!);
          continue;
        }
        const hops = route(at);
        if (!hops || (steps.length + hops.length > MAX_STEPS && walkedHere.length > 0)) break;
        for (const [v, k] of hops) take(v, k);
      }
      if (walkedHere.length === 0) break;
      paths.push({ start: start.name, description: '', steps, edges: walkedHere });
    }
  }
  for (const p of paths) {
    p.description = `[${p.start}] ${stateLabel(p.steps[0]!.state)} → ${p.steps
      .slice(1)
      .map((s) => `${describeEvent(s.event)} → ${stateLabel(s.state)}`)
      .join(' → ')}`;
  }
  return { paths, edges, stateIds };
}

export interface PathResult {
  description: string;
  steps: number;
  passed: boolean;
  error?: string;
}

interface NodeLike {
  id: string;
  states: Record<string, NodeLike>;
}

/** The ids of the state nodes a state value stands in (the root, each compound node, each leaf), read from the public tree. */
export function activeStateIds(machine: AnyStateMachine, value: unknown): string[] {
  const ids: string[] = [];
  const walk = (node: NodeLike, v: unknown): void => {
    ids.push(node.id);
    if (typeof v === 'string') {
      const leaf = node.states[v];
      if (leaf) ids.push(leaf.id);
      return;
    }
    for (const [key, sub] of Object.entries((v ?? {}) as Record<string, unknown>)) {
      const child = node.states[key];
      if (child) walk(child, sub);
    }
  };
  walk(machine.root as unknown as NodeLike, value);
  return ids;
}

/** Every state node id of a machine except transient ones (only eventless transitions). */
export function machineStateIds(machine: AnyStateMachine): { all: string[]; transient: string[] } {
  const all: string[] = [];
  const transient: string[] = [];
  const walk = (node: {
    id: string;
    states: Record<string, unknown>;
    always?: unknown[];
    on: Record<string, unknown>;
    invoke: unknown[];
    after: unknown[];
  }) => {
    for (const child of Object.values(node.states) as (typeof node)[]) {
      const isTransient =
        (child.always?.length ?? 0) > 0 &&
        Object.keys(child.on).length === 0 &&
        child.invoke.length === 0 &&
        child.after.length === 0 &&
        Object.keys(child.states).length === 0;
      (isTransient ? transient : all).push(child.id);
      walk(child);
    }
  };
  walk(machine.root as never);
  return { all, transient };
}

/** Writes reports/paths/<machine>.json and .md. */
export function writePathReport(
  machineId: string,
  machine: AnyStateMachine,
  covered: { stateIds: Set<string>; edges: Set<string>; walked: Set<string> },
  results: PathResult[],
): void {
  const { all, transient } = machineStateIds(machine);
  const statesCovered = all.filter((id) => covered.stateIds.has(id));
  const report = {
    machine: machineId,
    states: all.length,
    statesCovered: statesCovered.length,
    transitions: covered.edges.size,
    transitionsCovered: [...covered.edges].filter((e) => covered.walked.has(e)).length,
    transientStates: transient,
    uncoveredStates: all.filter((id) => !covered.stateIds.has(id)),
    uncoveredTransitions: [...covered.edges].filter((e) => !covered.walked.has(e)),
    paths: results.map((r) => ({ description: r.description, steps: r.steps, passed: r.passed, ...(r.error ? { error: r.error } : {}) })),
    failed: results.filter((r) => !r.passed).length,
  };
  mkdirSync('reports/paths', { recursive: true });
  writeFileSync(`reports/paths/${machineId}.json`, JSON.stringify(report, null, 2));
  const md = [
    `# Paths of the \`${machineId}\` machine`,
    '',
    `- states covered: ${report.statesCovered} / ${report.states}${transient.length ? ` (transient, resolved on entry: ${transient.join(', ')})` : ''}`,
    `- transitions covered: ${report.transitionsCovered} / ${report.transitions}`,
    `- paths: ${results.length}, failed: ${report.failed}`,
    '',
    ...(report.uncoveredStates.length ? ['## Uncovered states', '', ...report.uncoveredStates.map((s) => `- ${s}`), ''] : []),
    ...(report.uncoveredTransitions.length
      ? ['## Uncovered transitions', '', ...report.uncoveredTransitions.map((s) => `- \`${s}\``), '']
      : []),
    '## Paths',
    '',
    '| # | result | steps | path |',
    '|---|---|---|---|',
    ...results.map((r, i) => `| ${i + 1} | ${r.passed ? 'passed' : 'FAILED'} | ${r.steps} | ${r.description.replace(/\|/g, '\\|')} |`),
    '',
  ].join('\n');
  writeFileSync(`reports/paths/${machineId}.md`, md);
}

/** What a suite does at each step of a path on the real screens. */
export interface PathWalker {
  /** Before step i runs (e.g. hold the requests the next states make). */
  before?: (i: number) => void;
  /** Performs step i as a user, server or clock would. */
  execute: (i: number) => Promise<void>;
  /** Checks what the user sees in the state a step leads to. */
  assert: (state: AnyMachineSnapshot) => Promise<void>;
  /** Always runs at the end (dispose the app, release gates). */
  cleanup: () => Promise<void>;
}

/**
 * Walks one generated path: every step is performed, then its state asserted; the failing step is named.
 * Records the result for the report and, on success, the edges walked.
 */
export async function walkPath<M extends AnyStateMachine>(
  path: ModelPath<M>,
  walker: PathWalker,
  record: { results: PathResult[]; walked: Set<string> },
): Promise<void> {
  const result: PathResult = { description: path.description, steps: path.steps.length - 1, passed: false };
  record.results.push(result);
  const firstLine = (err: unknown) => (err instanceof Error ? err.message.split('\n')[0] : String(err));
  try {
    for (let i = 0; i < path.steps.length; i += 1) {
      const step = path.steps[i]!;
      walker.before?.(i);
      try {
        await walker.execute(i);
        await walker.assert(step.state);
      } catch (err) {
        const what = i === 0 ? 'start' : `step ${i} (${step.event.type} → ${JSON.stringify(step.state.value)})`;
        throw new Error(`${what}: ${firstLine(err)}`);
      }
    }
    result.passed = true;
    for (const edge of path.edges) record.walked.add(edge);
  } catch (err) {
    result.error = firstLine(err);
    throw err;
  } finally {
    await walker.cleanup();
  }
}

/** Edges of the adjacency map that no planned path walks (the coverage check). */
export function unplannedEdges(paths: ModelPath<AnyStateMachine>[] | ModelPath<never>[], edges: Set<string>): string[] {
  const planned = new Set((paths as ModelPath<AnyStateMachine>[]).flatMap((p) => p.edges));
  return [...edges].filter((e) => !planned.has(e));
}

/** One machine's generated path suite on the real screens (docs/architecture.md §4). */
export interface MachinePathSuite<M extends AnyStateMachine> {
  /** The describe() title: which machine on which screens. */
  title: string;
  /** How the coverage test names the machine ("the review machine"). */
  machineName: string;
  /** The report's file name in reports/paths/. */
  reportId: string;
  machine: M;
  plan: { paths: ModelPath<M>[]; edges: Set<string>; stateIds: Set<string> };
  /** The test name of a path (default: number, steps and description). */
  label?: (path: ModelPath<M>, index: number) => string;
  /** Runs before every path (a fresh simulator, cleared storage). */
  beforeEach?: () => void;
  /** Runs after every path (e.g. drop a test clock given to the bindings). */
  afterEach?: () => void;
  /** Arranges one path (data, sign-in) and says how to walk it; `afterwards` checks what must hold once it is walked. */
  walker: (path: ModelPath<M>) => Promise<PathWalker & { afterwards?: () => void | Promise<void> }>;
}

/** A path's test name with the start it begins from (for suites with several starts). */
export const labelWithStart = (p: ModelPath<AnyStateMachine>, i: number) =>
  `path ${String(i + 1).padStart(2, '0')} [${p.start}] (${p.steps.length - 1} steps) ${p.description.slice(0, 120)}`;

const defaultLabel = (p: ModelPath<AnyStateMachine>, i: number) =>
  `path ${String(i + 1).padStart(2, '0')} (${p.steps.length - 1} steps) ${p.description.slice(0, 120)}`;

/**
 * Registers a machine's path suite: one test per generated path, walked on the real screens, then the coverage
 * check (every transition of the adjacency map planned and walked); the report is written after the file.
 */
export function describeMachinePaths<M extends AnyStateMachine>(suite: MachinePathSuite<M>): void {
  const { paths, edges, stateIds } = suite.plan;
  const results: PathResult[] = [];
  const walked = new Set<string>();
  const label = suite.label ?? defaultLabel;
  describe(suite.title, () => {
    if (suite.beforeEach) beforeEach(suite.beforeEach);
    if (suite.afterEach) afterEach(suite.afterEach);
    test.each(paths.map((p, i) => [label(p, i), p] as const))('%s', async (_name, path) => {
      const walker = await suite.walker(path);
      await walkPath(path, walker, { results, walked });
      await walker.afterwards?.();
    });
    test(`every event ${suite.machineName} accepts appears in a path`, () => {
      const used = new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type)));
      // read from the machine's own definition (every state node's transitions, invocations and delays), not listed by hand
      const missing = suite.machine.root.events.filter((type) => !used.has(type));
      expect(missing, `events no path sends:\n${missing.join('\n')}`).toEqual([]);
    });
    test(`every transition of ${suite.machineName} is walked by a path`, () => {
      const missing = unplannedEdges(paths, edges);
      expect(missing, `edges no path walks:\n${missing.join('\n')}`).toEqual([]);
      expect(walked.size).toBe(edges.size);
    });
  });
  afterAll(() => {
    writePathReport(suite.reportId, suite.machine, { stateIds, edges, walked }, results);
  });
}
