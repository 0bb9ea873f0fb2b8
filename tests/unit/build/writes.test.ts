/**
 * Every write goes through the command machine (docs/flows.md "Commands"). This test reads the code, not a list kept
 * by hand: it takes the catalogue's writing endpoints (the registry's submit/save/update/remove operations, its
 * actions that are neither reads nor downloads, state-changing GETs included, and the typed modules' POST/PUT/DELETE
 * paths), finds the functions in services/api that send each one (by its path, or by the family key and call name
 * handed to a path resolver), follows them to every place in src/ and machines/ that uses them, and counts a write as
 * going through the command machine only when every such place is reached through it: the `send` of a `useCommand`
 * (or of calls typed for one, or a component's `send` prop: the send of its command), a call inside `bindCommand(…)`
 * (a flow machine composing the command machine), a call handed to a binding (`bind…(deps, calls)`) only under a
 * name that binding itself passes into `bindCommand`, or a list page's form slot (`form.save`, run by the generic
 * editor machine's command). A machine's own actor (`fromPromise`) that sends a write is not the command machine: it
 * counts as a bypass. Writes of the registry that no typed function sends go through the generic action, editor and
 * list machines (services/api/resource-client.ts `submit`, `remove`, `runAction`), whose own users are checked the
 * same way; the client's `readAction` sends no write (it refuses, before sending, any action the registry does not mark
 * as a read: tests/unit/resource/resource-client.test.ts), so the action machine's own actor that runs reads is none.
 * Writes reports/writes.json: { total, viaMachine, notSent: [the writes no code sends], bypass: ["METHOD path — file", …],
 * sessionMachine: [the session's sign-in and sign-out, sent by the session machine] }. The reading of the code is
 * ./support/senders.ts, shared with catalogue.test.ts (which also follows tables; this sweep does not).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_MODULE_PATHS } from '@services/resources/api-modules';
import { RESOURCES } from '@services/resources/registry';
import { analyseSenders, ROOT, type Target } from './support/senders';

/** The generic client's writes: the action and editor machines send every registry write through them. */
const GENERIC_CLIENT = 'services/api/resource-client.ts';
const GENERIC_WRITES = ['submit', 'remove', 'runAction'];

// --- the writes -------------------------------------------------------------------------------------------------
const WRITE_OPERATIONS = ['submit', 'save', 'update', 'remove'] as const;
const writes = new Map<string, Target>();
const addWrite = (w: Omit<Target, 'id'>) => {
  const id = `${w.method} ${w.path}`;
  if (!writes.has(id)) writes.set(id, { id, ...w });
};
for (const def of RESOURCES) {
  for (const op of WRITE_OPERATIONS) {
    const o = def.operations[op];
    if (o) addWrite({ method: o.method, path: o.path, family: def.key, name: op });
  }
  for (const a of def.actions)
    if (!a.read && !a.download && (a.method !== 'GET' || a.changesStateViaGet))
      addWrite({ method: a.method, path: a.path, family: def.key, name: a.name });
}
for (const m of API_MODULE_PATHS) if (m.method !== 'GET') addWrite({ method: m.method, path: m.path });

// a write registered nowhere but the registry goes through the generic client
const genericSenderOf = (name: string) =>
  name === 'remove' ? 'remove' : (WRITE_OPERATIONS as readonly string[]).includes(name) ? 'submit' : 'runAction';

function writesReport() {
  const { places } = analyseSenders(writes.values(), {
    generic: GENERIC_WRITES.map((g) => `${GENERIC_CLIENT}#${g}`),
    fallback: { file: GENERIC_CLIENT, senderOf: (w) => (w.family ? genericSenderOf(w.name!) : null) },
  });
  const bypass = new Set<string>();
  let viaMachine = 0;
  const notSent: string[] = [];
  // a screen that calls the generic client itself names its families by their keys
  const familiesIn = new Map<string, string>();
  const mentions = (file: string, family: string) =>
    (familiesIn.get(file) ?? familiesIn.set(file, readFileSync(join(ROOT, file), 'utf8')).get(file)!).includes(`'${family}'`);
  for (const w of writes.values()) {
    const at = places.get(w.id) ?? [];
    if (at.length === 0) notSent.push(w.id);
    // a generic write outside a machine counts against the families its file names; named none, it is listed once
    const wrong = at.filter((u) => u.how === 'bypass' && (!u.generic || (w.family !== undefined && mentions(u.file, w.family))));
    for (const u of wrong) bypass.add(`${w.id} — ${u.file}`);
    for (const u of at)
      if (u.how === 'bypass' && u.generic && !RESOURCES.some((r) => mentions(u.file, r.key)))
        bypass.add(`${u.generic.toUpperCase()} (a generic write of any family) — ${u.file}`);
    if (at.length > 0 && wrong.length === 0) viaMachine += 1;
  }
  return { total: writes.size, viaMachine, notSent: notSent.sort(), bypass: [...bypass].sort() };
}

/**
 * Writes the reading above finds no sender for, each with why. It must stay exact: a write that gains a sender or
 * loses its last one fails the test until this list says so.
 */
const NOT_FOLLOWED: Readonly<Record<string, string>> = {
  'POST /api/blade-auth/oauth/token/refresh': 'the session machine refreshes through /oauth/token (grant_type=refresh_token)',
  'POST /api/fleetsettlement/combo/remove': 'no screen removes combos (services/api/fleets/calls.ts removeCombos is not used)',
  'GET /api/commpanyrecharge/commpanyrecharge/cancelRecharge':
    "named in the review families' table and sent by the review machine's binding; table lookups are not followed",
  'POST /api/commpanyrecharge/commpanyrecharge/submit':
    "named in the review families' table and sent by the application's command; table lookups are not followed",
  'POST /api/platform/recharge/update':
    "named in the review families' table and sent by the review machine's binding; table lookups are not followed",
};

/**
 * Writes sent from outside the command machine on purpose, each with why. It must stay exact: a write that moves
 * onto the command machine, or another that leaves it, fails the test until this list says so.
 */
const OWN_MACHINE: Readonly<Record<string, string>> = {
  'POST /api/blade-auth/oauth/token — src/app/session-binding.ts':
    "the session machine's own protocol (login, refresh, role switch): a token asked for again is a new token, no operation to find",
  'POST /api/blade-auth/oauth/logout — src/app/session-binding.ts':
    'the session machine ends the session; the console forgets the token whatever the answer',
};

describe('every write goes through the command machine', () => {
  // the session machine's own writes are listed apart from the bypass
  const found = writesReport();
  const report = {
    ...found,
    bypass: found.bypass.filter((b) => !(b in OWN_MACHINE)),
    sessionMachine: found.bypass.filter((b) => b in OWN_MACHINE),
  };
  mkdirSync(join(ROOT, 'reports'), { recursive: true });
  writeFileSync(join(ROOT, 'reports/writes.json'), `${JSON.stringify(report, null, 2)}\n`);

  it('finds the catalogue writes and the code that sends them', () => {
    expect(report.total).toBeGreaterThan(100);
    expect(report.viaMachine).toBeGreaterThan(0);
  });

  it('sends no write from outside the command machine', () => {
    expect(report.bypass).toEqual([]);
  });

  it('names why each write sent by a machine of its own is', () => {
    expect(report.sessionMachine).toEqual(Object.keys(OWN_MACHINE).sort());
  });

  it('names why each write without a found sender has none', () => {
    expect(report.notSent).toEqual(Object.keys(NOT_FOLLOWED).sort());
  });
});
