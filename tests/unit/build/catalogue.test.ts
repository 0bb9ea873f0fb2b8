/**
 * Which endpoints of the spec's catalogue some screen can call (docs/catalogue.md). This test reads the code, not a
 * list kept by hand. A catalogue entry (its path compared by shape, `{id}` matching `{fleetId}`; an entry without a
 * method fits any) is called when code in src/ or machines/ can send one of the console's calls that serve it — the
 * registry's operations and actions, the typed modules' paths:
 * - a typed function of services/api that sends it (by its path, by the family key and call name handed to a path
 *   resolver or written in a table's entry, or by a family's operation read off its definition), used from src/ or
 *   machines/ directly or through helpers (the sender analysis of ./support/senders.ts, shared with writes.test.ts,
 *   here following tables too); the session's calls from src/app/session-binding.ts among them;
 * - a family's generic screen: every family whose console path (services/resources/routes.ts) the route manifest
 *   (src/shell/page-routes.tsx) opens as a registry screen. With a list call it is the generic list
 *   (src/screens/resource/resource-list-page.tsx): its page (else list) call, the detail on view and edit, the add
 *   (save, else submit) and the edit (update, else submit) of the editor unless the family adds and edits on a page of
 *   its own (`formRoute`), the delete (remove), and every action from the toolbar and the rows. Without one it is the
 *   actions page (resource-detail-page.tsx): the page actions, and with a detail call the lookup by id and the row
 *   actions of the record found;
 * - a family a screen names (its key as a string, or through a const) and reads or writes through the generic client
 *   (services/api/resource-client.ts `page`, `detail`, `submit`, `remove`, the generic list machine's binding, the
 *   fleet lists' `listOf`), or through a typed function that takes the family from its caller (`dictChildList(kind,
 *   …)`, `pageOf(key, name, …)`), or whose generic list it renders with slots (`ResourceListPage`, less what the slots
 *   take over: `ownActions`, `load`, `without`, a form's own `load`/`save`/`render`). A helper that names no family
 *   gets it from the declarations that use it (a screen handing its family down).
 * Writes reports/catalogue.json: { paths, called, neverCalled: ["METHOD path", …] }.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import catalogueJson from '@services/resources/catalogue.json';
import { API_MODULE_PATHS } from '@services/resources/api-modules';
import { RESOURCES } from '@services/resources/registry';
import type { ActionDefinition, CatalogueEntry, OperationDefinition, ResourceDefinition } from '@services/resources/types';
import { listOperation } from '@services/api/resource-client';
import { REVIEW_FAMILIES } from '@services/api/approvals/review';
import { resolveRoute } from '@/shell/page-routes';
import { analyseSenders, type AstNode, functionOf, nameOf, references, ROOT, type Target, walk } from './support/senders';

const catalogue = catalogueJson as readonly CatalogueEntry[];

/** `{id}`, `{fleetId}` … all match each other (as tests/unit/resources/registry.test.ts compares them). */
const pathShape = (p: string) => p.replace(/\{[^}]*\}/g, '{}');
const methodFits = (catalogued: string | null, used: string) => catalogued === null || catalogued === used;

// --- the console's calls ------------------------------------------------------------------------------------------
const targets: Target[] = [
  ...RESOURCES.flatMap((def) => [
    ...Object.entries(def.operations).map(([name, o]) => ({
      id: `${o.method} ${o.path}`,
      method: o.method,
      path: o.path,
      family: def.key,
      name,
    })),
    ...def.actions.map((a) => ({ id: `${a.method} ${a.path}`, method: a.method, path: a.path, family: def.key, name: a.name })),
  ]),
  ...API_MODULE_PATHS.map((m) => ({ id: `${m.method} ${m.path}`, method: m.method, path: m.path })),
];
const idOf = (o: OperationDefinition | { method: string; path: string } | undefined) => (o ? [`${o.method} ${o.path}`] : []);
const FAMILIES = new Map(RESOURCES.map((d) => [d.key, d] as const));

// --- what the generic screens send --------------------------------------------------------------------------------
/** What a generic screen does with a family: read its list, open a record, save one, delete, run the actions. */
type Kind = 'list' | 'detail' | 'add' | 'edit' | 'remove' | 'actions';

/**
 * The dictionary reads of a family's dropdowns: each column or search field whose values come from a dictionary
 * (`dict`, which the derived form and search carry over) reads it by code — `dictionary`, or `dictionary-tree` for a tree.
 */
function dictionaryCalls(def: ResourceDefinition): string[] {
  const sources = [...def.columns, ...(def.searchFields ?? [])].flatMap((f) => (f.dict ? [f.dict] : []));
  return sources.flatMap((s) => idOf(FAMILIES.get(s.family)!.actions.find((a) => a.name === (s.tree ? 'dictionaryTree' : 'dictionary'))));
}

/** The calls of a family that a kind of use sends (its list and its editor read the dictionaries of their dropdowns). */
function callsOf(def: ResourceDefinition, kinds: ReadonlySet<Kind>, actions = def.actions): string[] {
  const o = def.operations;
  return [
    ...(kinds.has('list') || kinds.has('add') || kinds.has('edit') ? dictionaryCalls(def) : []),
    ...(kinds.has('list') ? idOf(listOperation(def)) : []),
    ...(kinds.has('detail') ? idOf(o.detail) : []),
    ...(kinds.has('add') ? idOf(o.save ?? o.submit) : []),
    ...(kinds.has('edit') ? idOf(o.update ?? o.submit) : []),
    ...(kinds.has('remove') ? idOf(o.remove) : []),
    ...(kinds.has('actions') ? actions.flatMap(idOf) : []),
  ];
}

/** The generic screen of a family at its console path: the list, or the actions page of a family without a list call. */
function genericScreen(def: ResourceDefinition): string[] {
  if (!listOperation(def)) {
    // with a detail call it reads the record (by id, or the caller's own one) and edits it in the generic editor
    const lookup = Boolean(def.operations.detail);
    const actions = def.actions.filter((a) => a.kind === 'page' || (lookup && a.kind === 'row'));
    return callsOf(def, new Set<Kind>(lookup ? ['detail', 'edit', 'actions'] : ['actions']), actions);
  }
  const editor: Kind[] = def.formRoute ? [] : ['add', 'edit'];
  return callsOf(def, new Set<Kind>(['list', 'detail', ...editor, 'remove', 'actions']));
}

const CLIENT = 'services/api/resource-client.ts';
const SCREENS = 'src/screens/resource/';
/** The generic screens a console path opens (their families are those of the routes, above). */
const ROUTE_SCREENS = 'src/screens/pending/menu-route-page.tsx';
/** The generic senders a screen (or a helper) uses with a family it chooses, and what each sends. */
const GENERIC: Readonly<Record<string, readonly Kind[]>> = {
  [`${CLIENT}#page`]: ['list'],
  [`${CLIENT}#detail`]: ['detail'],
  [`${CLIENT}#submit`]: ['add', 'edit'],
  [`${CLIENT}#remove`]: ['remove'],
  // a family's list call, read off its definition and sent (the review families' lists)
  [`${CLIENT}#listOperation`]: ['list'],
  'services/api/fleets/calls.ts#listOf': ['list'],
  // its delete goes out on `list.delete`, which only the generic list sends (checked below)
  [`${SCREENS}resource-machines.ts#bindResourceList`]: ['list'],
  // a link to a family's record page, which reads its detail call
  [`${SCREENS}detail-path.ts#detailPath`]: ['detail'],
};
/** Whether a declaration is part of the generic screens (modelled whole above, not by what each part sends). */
const isGenericScreen = (key: string) => key.startsWith(SCREENS) || key.startsWith(ROUTE_SCREENS);
/** The generic list a screen renders with its slots, and the generic editor it opens on its own. */
const LIST_PAGE = `${SCREENS}resource-list-page.tsx#ResourceListPage`;
const EDITOR = `${SCREENS}resource-editor-dialog.tsx#ResourceEditorDialog`;

// --- who names a family -------------------------------------------------------------------------------------------
const graph = references();

/** The family keys a template (`flow-${list}`) can spell. */
const spelled = (node: AstNode) => {
  const quasis = (node.quasis as AstNode[]).map((q) =>
    ((q.value as { cooked: string }).cooked ?? '').replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'),
  );
  const shape = new RegExp(`^${quasis.join('.+')}$`);
  return [...FAMILIES.keys()].filter((k) => shape.test(k));
};

/** Calls whose string arguments are no family (a translation namespace or key). */
const NOT_FAMILY = /^(t|useTranslation)$/;

const literalsMemo = new Map<string, Set<string>>();
/** The family keys a declaration writes as strings or templates. */
function literalsOf(key: string): Set<string> {
  const memo = literalsMemo.get(key);
  if (memo) return memo;
  const out = new Set<string>();
  const statement = graph.declarations.get(key);
  if (statement)
    walk(statement, (node, ancestors) => {
      const parent = ancestors[ancestors.length - 1];
      if (parent?.type === 'CallExpression' && NOT_FAMILY.test(nameOf(parent.callee) ?? '')) return;
      // a comparison tests a family, it does not choose one
      if (parent?.type === 'BinaryExpression') return;
      if (node.type === 'Literal' && typeof node.value === 'string' && FAMILIES.has(node.value)) out.add(node.value);
      if (node.type === 'TemplateLiteral' && (node.expressions as AstNode[]).length > 0) for (const k of spelled(node)) out.add(k);
    });
  literalsMemo.set(key, out);
  return out;
}

/**
 * The families a declaration names: its own strings, and those of the consts it names (`const CARD =
 * 'fleet-member-card'`, `const ORDERS = requireResource('order')`, a table of families) — not further.
 */
function familiesNamed(key: string): Set<string> {
  const consts = [...(graph.refs.get(key) ?? [])].filter((r) => constInit(r) !== null);
  return new Set([key, ...consts].flatMap((k) => [...literalsOf(k)]));
}

/** The initialiser of a const declaration that is no function, or null. */
function constInit(key: string): AstNode | null {
  const s = graph.declarations.get(key);
  const inner = s?.type === 'ExportNamedDeclaration' ? (s.declaration as AstNode | null) : s;
  if (inner?.type !== 'VariableDeclaration') return null;
  const init = (inner.declarations as AstNode[])[0]?.init as AstNode | null;
  return init && init.type !== 'ArrowFunctionExpression' && init.type !== 'FunctionExpression' ? init : null;
}

const inUserCode = (key: string) => key.startsWith('src/') || key.startsWith('machines/');

/**
 * The families a declaration serves: those it names when code in src/ or machines/ reaches it; naming none, those of
 * the declarations that use it (on each way up, the first that names one: a screen handing its family down).
 */
function familiesFor(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return new Set();
  seen.add(key);
  const own = familiesNamed(key);
  if (own.size > 0) return reached(key) ? own : new Set();
  return new Set([...(graph.users.get(key) ?? [])].flatMap((u) => [...familiesFor(u, seen)]));
}

/** The declarations code in src/ or machines/ reaches: those, and everything they name, on and on. */
const REACHED = (() => {
  const out = new Set([...graph.declarations.keys()].filter(inUserCode));
  const todo = [...out];
  for (let key = todo.pop(); key !== undefined; key = todo.pop())
    for (const r of graph.refs.get(key) ?? [])
      if (!out.has(r)) {
        out.add(r);
        todo.push(r);
      }
  return out;
})();
const reached = (key: string) => REACHED.has(key);

/** What a screen's slots take over from the generic list: their names, its form's, and the buttons it does without. */
interface Slots {
  slots: Set<string>;
  form: Set<string>;
  without: Set<string>;
  /** The actions `ownActions` names (a list of literals); absent: all of them, when the slot is set. */
  ownActions?: Set<string>;
}

/** The outermost object literals of an expression (a `useMemo(() => ({…}))` included). */
function objectsIn(expr: AstNode): AstNode[] {
  const out: AstNode[] = [];
  walk(expr, (node, ancestors) => {
    if (node.type === 'ObjectExpression' && !ancestors.some((a) => a.type === 'ObjectExpression' && out.includes(a))) out.push(node);
  });
  return out;
}

/** An expression a JSX attribute hands over: written there, or what a local of the statement is set to (`slots={slots}`). */
function localValue(expr: AstNode | null | undefined, statement: AstNode): AstNode | null {
  if (expr?.type !== 'Identifier') return expr ?? null;
  let init: AstNode | null = null;
  walk(statement, (node) => {
    if (node.type !== 'VariableDeclarator') return;
    // `const def = …`, or `const { def } = useSystemFamily('user')`
    let declares = false;
    walk(node.id as AstNode, (n) => {
      if (n.type === 'Identifier' && n.name === expr.name) declares = true;
    });
    if (declares) init = node.init as AstNode;
  });
  return init;
}

/**
 * The families an expression gives: the keys it writes (itself, or through a const), else those of what the local it
 * names is set to; none when it comes from elsewhere (a parameter, a prop).
 */
function familiesOfExpr(expr: AstNode | null | undefined, key: string, depth = 0): string[] {
  if (!expr || depth > 3) return [];
  const found = new Set<string>();
  const consts = [...(graph.refs.get(key) ?? [])].filter((r) => constInit(r) !== null);
  walk(expr, (node) => {
    if (node.type === 'Literal' && typeof node.value === 'string' && FAMILIES.has(node.value)) found.add(node.value);
    if (node.type === 'TemplateLiteral' && (node.expressions as AstNode[]).length > 0) for (const k of spelled(node)) found.add(k);
    if (node.type === 'Identifier') for (const r of consts) if (r.endsWith(`#${node.name}`)) for (const k of literalsOf(r)) found.add(k);
  });
  if (found.size > 0) return [...found];
  const init = localValue(expr.type === 'Identifier' ? expr : null, graph.declarations.get(key)!);
  return init && init !== expr ? familiesOfExpr(init, key, depth + 1) : [];
}

/** The families a use in a declaration serves: those its argument gives, else the declaration's own (or its users'). */
function familiesAt(expr: AstNode | null | undefined, key: string): string[] {
  const written = familiesOfExpr(expr, key);
  if (written.length > 0) return reached(key) ? written : [];
  return [...familiesFor(key)];
}

/** The slots an expression sets, with those of the helpers it spreads (`...lazyTreeSlots(…)`, typed to return ScreenSlots). */
function slotsIn(expr: AstNode | null, key: string, into: Slots = { slots: new Set(), form: new Set(), without: new Set() }): Slots {
  const statement = graph.declarations.get(key)!;
  for (const object of expr ? objectsIn(expr) : [])
    for (const p of object.properties as AstNode[]) {
      if (p.type === 'SpreadElement') {
        const helper = [...(graph.refs.get(key) ?? [])].find(
          (r) => r.endsWith(`#${nameOf((p.argument as AstNode).callee)}`) && /ScreenSlots/.test(JSON.stringify(typeOfReturn(r))),
        );
        if (helper) slotsIn(graph.declarations.get(helper)!, helper, into);
        continue;
      }
      const name = nameOf(p.key);
      if (!name) continue;
      into.slots.add(name);
      const value = localValue(p.value as AstNode, statement);
      if (name === 'form')
        for (const o of value ? objectsIn(value) : []) for (const f of o.properties as AstNode[]) into.form.add(nameOf(f.key) ?? '');
      if (name === 'without' && value?.type === 'ArrayExpression')
        for (const e of value.elements as AstNode[]) into.without.add(nameOf(e) ?? '');
      // a list of literals, as written or checked (`[…] satisfies …`)
      const listed = value && /^TS(Satisfies|As)Expression$/.test(value.type) ? (value.expression as AstNode) : value;
      if (name === 'ownActions' && listed?.type === 'ArrayExpression') {
        const named = (listed.elements as AstNode[]).map((e) => (e.type === 'Literal' ? String(e.value) : null));
        if (named.every((n) => n !== null)) into.ownActions = new Set(named as string[]);
      }
    }
  return into;
}

/** The declared return type of a function declaration. */
const typeOfReturn = (key: string) => {
  const s = graph.declarations.get(key);
  const inner = s?.type === 'ExportNamedDeclaration' ? (s.declaration as AstNode) : s;
  return inner?.type === 'FunctionDeclaration' ? ((inner.returnType as AstNode | null)?.typeAnnotation ?? null) : null;
};

/** The generic list and editor elements a screen renders: the family each shows, and what its slots (or its form) take over. */
function screensIn(key: string): Array<{ list: boolean; slots: Slots; families: string[] }> {
  const statement = graph.declarations.get(key)!;
  const out: Array<{ list: boolean; slots: Slots; families: string[] }> = [];
  walk(statement, (node) => {
    if (node.type !== 'JSXOpeningElement') return;
    const element = nameOf(node.name);
    const list = element === LIST_PAGE.split('#')[1];
    if (!list && element !== EDITOR.split('#')[1]) return;
    const attribute = (name: string) =>
      ((node.attributes as AstNode[]).find((a) => nameOf(a.name) === name)?.value as AstNode | undefined)?.expression as
        | AstNode
        | undefined;
    const value = localValue(attribute(list ? 'slots' : 'form'), statement);
    const slots = list
      ? slotsIn(value, key)
      : slotsIn(
          {
            type: 'ObjectExpression',
            properties: [{ type: 'Property', key: { type: 'Identifier', name: 'form' }, value }],
          } as unknown as AstNode,
          key,
        );
    out.push({ list, slots, families: familiesAt(attribute('definition'), key) });
  });
  return out;
}

/** What a generic list (or an editor) of a family sends, less what its slots take over. */
function screenKinds(def: ResourceDefinition, { list, slots }: { list: boolean; slots: Slots }): Set<Kind> {
  const kinds = new Set<Kind>();
  const { form, without } = slots;
  if (list && !slots.slots.has('load')) kinds.add('list');
  if (!(form.has('load') || form.has('render'))) kinds.add('detail');
  if (!(form.has('save') || form.has('render') || (list && def.formRoute))) {
    if (!without.has('add')) kinds.add('add');
    if (!without.has('edit')) kinds.add('edit');
  }
  if (list && !without.has('delete')) kinds.add('remove');
  if (list && (!slots.slots.has('ownActions') || slots.ownActions)) kinds.add('actions');
  return kinds;
}

/** The actions a generic list still offers: all but those its `ownActions` names. */
const genericActions = (def: ResourceDefinition, slots: Slots) =>
  slots.ownActions ? def.actions.filter((a) => !slots.ownActions!.has(a.name)) : def.actions;

function genericCalls(): Map<string, Set<string>> {
  const sentBy = new Map<string, Set<string>>();
  const credit = (family: string, kinds: ReadonlySet<Kind>, from: string, actions?: readonly ActionDefinition[]) => {
    for (const id of callsOf(FAMILIES.get(family)!, kinds, actions)) (sentBy.get(id) ?? sentBy.set(id, new Set()).get(id)!).add(from);
  };
  for (const [key, refs] of graph.refs) {
    if (isGenericScreen(key)) continue;
    // each call of a generic sender, for the family its first argument gives
    const called = new Set<string>();
    for (const { callee, args } of graph.calls.get(key) ?? []) {
      const kinds = GENERIC[callee];
      if (!kinds) continue;
      called.add(callee);
      for (const family of familiesAt(args[0], key)) credit(family, new Set(kinds), key);
    }
    // one handed on uncalled (`load: client.page`) serves the declaration's families
    for (const r of refs) if (GENERIC[r] && !called.has(r)) for (const family of familiesFor(key)) credit(family, new Set(GENERIC[r]), key);
    if (refs.has(LIST_PAGE) || refs.has(EDITOR))
      for (const screen of screensIn(key))
        for (const family of screen.families)
          credit(family, screenKinds(FAMILIES.get(family)!, screen), key, genericActions(FAMILIES.get(family)!, screen.slots));
  }
  return sentBy;
}

// --- calls of a family the caller chooses ------------------------------------------------------------------------
/** Every operation and action name of the registry. */
const CALL_NAMES = new Set(RESOURCES.flatMap((d) => [...Object.keys(d.operations), ...d.actions.map((a) => a.name)]));

/** The calls of a family by an operation's or an action's name. */
const callNamed = (def: ResourceDefinition, name: string) =>
  idOf(def.operations[name as keyof ResourceDefinition['operations']] ?? def.actions.find((a) => a.name === name));

/**
 * Functions of services/api that send a call of a family their caller names: which argument is the family, and which
 * one the call's name (or the name they always use) — `dictChildList(kind, parentId)` sends `childList` of `kind`,
 * `pageOf(key, name, …)` the call `name` of `key`.
 */
function familyParamSenders(sending: ReadonlySet<string>): Map<string, Array<{ family: number; name: number | string }>> {
  const out = new Map<string, Array<{ family: number; name: number | string }>>();
  for (const key of sending) {
    // the generic client's own (its calls of a definition are the generic ones above)
    if (key.startsWith(CLIENT)) continue;
    const fn = functionOf(graph.declarations.get(key)!);
    if (!fn) continue;
    const params = (fn.params as AstNode[]).map((p) => nameOf(p.type === 'AssignmentPattern' ? p.left : p));
    const found: Array<{ family: number; name: number | string }> = [];
    walk(fn.body as AstNode, (node) => {
      if (node.type !== 'CallExpression') return;
      const [a, b] = node.arguments as AstNode[];
      const family = a?.type === 'Identifier' ? params.indexOf(nameOf(a)) : -1;
      if (family < 0 || !b) return;
      const name = b.type === 'Identifier' ? params.indexOf(nameOf(b)) : -1;
      if (name >= 0) found.push({ family, name });
      else if (b.type === 'Literal' && CALL_NAMES.has(String(b.value))) found.push({ family, name: String(b.value) });
    });
    if (found.length > 0) out.set(key, found);
  }
  return out;
}

/** The calls sent through those functions: at each call, the family written there, else the caller's own families. */
function familyParamCalls(sending: ReadonlySet<string>): Map<string, Set<string>> {
  const senders = familyParamSenders(sending);
  const sentBy = new Map<string, Set<string>>();
  for (const [key, made] of graph.calls)
    for (const { callee, args } of isGenericScreen(key) ? [] : made)
      for (const p of senders.get(callee) ?? []) {
        const name = typeof p.name === 'string' ? p.name : nameOf(args[p.name]);
        if (!name || !CALL_NAMES.has(name)) continue;
        for (const family of familiesAt(args[p.family], key))
          for (const id of callNamed(FAMILIES.get(family)!, name)) (sentBy.get(id) ?? sentBy.set(id, new Set()).get(id)!).add(key);
      }
  return sentBy;
}

// --- the review lists ---------------------------------------------------------------------------------------------
/**
 * The review lists (one screen for every family of REVIEW_FAMILIES, handed down by key) run their family's
 * downloads from the toolbar through the generic action dialog (`useFamilyExports`); modelled here, as the generic
 * screens are, since the family is a variable there.
 */
const REVIEW_EXPORTS = 'src/screens/approvals/review/review-pages.tsx#ReviewListPage';
function reviewExports(): string[] {
  const uses = graph.refs.get(REVIEW_EXPORTS) ?? new Set<string>();
  if (![...uses].some((r) => r.endsWith('#useFamilyExports'))) return [];
  return Object.values(REVIEW_FAMILIES).flatMap((f) =>
    FAMILIES.get(f.defKey)!
      .actions.filter((a) => a.download)
      .flatMap(idOf),
  );
}

/** A record's review page runs its family's checks (`ReviewFamily.checks`) through the generic action dialog. */
const REVIEW_DETAIL = 'src/screens/approvals/review/review-pages.tsx#ReviewDetail';
const REVIEW_CHECKS = 'src/screens/approvals/review/review-pages.tsx#RecordChecks';
function reviewChecks(): string[] {
  if (!(graph.refs.get(REVIEW_DETAIL) ?? new Set<string>()).has(REVIEW_CHECKS)) return [];
  return Object.values(REVIEW_FAMILIES).flatMap((f) =>
    (f.checks ?? []).flatMap((name) => idOf(FAMILIES.get(f.defKey)!.actions.find((a) => a.name === name))),
  );
}

// --- the report ---------------------------------------------------------------------------------------------------
/** Every call some screen can send, each with where from: "typed: file#declaration", "screen: route", …. */
function calledCalls(): Map<string, string[]> {
  const analysis = analyseSenders(targets, { followTables: true });
  const called = new Map<string, string[]>();
  const add = (id: string, from: string) => called.set(id, [...(called.get(id) ?? []), from]);
  for (const [id, at] of analysis.places) for (const u of at) if (inUserCode(u.file)) add(id, `typed: ${u.file}#${u.within ?? ''}`);
  for (const def of RESOURCES) {
    const at = resolveRoute(def.route!);
    if (at?.kind === 'registry' && at.family === def.key) for (const id of genericScreen(def)) add(id, `screen: ${def.route}`);
  }
  for (const [id, from] of genericCalls()) for (const key of from) add(id, `generic: ${key}`);
  for (const [id, from] of familyParamCalls(analysis.sending)) for (const key of from) add(id, `named by the caller: ${key}`);
  for (const id of reviewExports()) add(id, `review list: ${REVIEW_EXPORTS}`);
  for (const id of reviewChecks()) add(id, `review page: ${REVIEW_CHECKS}`);
  return called;
}

/**
 * The catalogue entries none of the calls serves, as "METHOD path" (an entry without a method is labelled by the
 * methods the console's calls of its path use).
 */
function neverCalledOf(entries: readonly CatalogueEntry[], calls: Iterable<string>): string[] {
  const sent = [...calls].map((id) => {
    const [method, path] = id.split(' ') as [string, string];
    return { method, shape: pathShape(path) };
  });
  const label = (e: CatalogueEntry) => {
    if (e.method) return `${e.method} ${e.path}`;
    const used = [...new Set(targets.filter((t) => pathShape(t.path) === pathShape(e.path)).map((t) => t.method))].sort();
    return `${used.join('|') || '*'} ${e.path}`;
  };
  return entries
    .filter((e) => !sent.some((c) => c.shape === pathShape(e.path) && methodFits(e.method, c.method)))
    .map(label)
    .sort();
}

/**
 * The catalogue paths no screen calls, each with why; docs/catalogue.md holds the same list with the same words. It
 * must stay exact: a path that gains a caller, or loses its last one, fails the test until both say so.
 */
const NEVER_CALLED: Readonly<Record<string, string>> = {
  // read another way: superseded by another call the spec also names, or the screen's own call for the need
  'POST /api/blade-auth/oauth/token/refresh':
    'superseded by POST /api/blade-auth/oauth/token with grant_type=refresh_token (the BladeX call), which the session machine refreshes through',
  'GET /api/fleet/fleet/list': "superseded by GET /api/fleet/fleet/page: the fleet list and the fleet pickers read the family's page call",
  'GET /api/tenant/goods/list': 'superseded by GET /api/tenant/goods/page, which the generic list reads',
  'POST /api/blade-user/submit':
    'the user screen adds no user (without add and edit): users come by registration (POST /api/blade-user/register-guest)',
  'POST /api/blade-user/update':
    'the user screen edits no user record (without add and edit): 编辑 saves the platform record (POST /api/blade-user/update-platform), users change their own info by POST /api/blade-user/update-info',
  'GET /api/blade-system/role/list': "the role screen reads a tenant's roles as a tree (GET /api/blade-system/role/tree)",
  'GET /api/blade-system/dept/tree':
    'the department screen reads a lazy tree (GET /api/blade-system/dept/lazy-list) and searches through the list',
  'GET /api/blade-system/menu/lazy-menu-list': 'the menu screen reads its lazy tree through GET /api/blade-system/menu/lazy-list',
  'GET /api/blade-system/menu/menu-list':
    'the menu screen reads GET /api/blade-system/menu/lazy-list, and the top-menu grant GET /api/blade-system/menu/tree',
  'GET /api/blade-system/dict/list': 'the dictionary screen reads parent-list and child-list, not the flat list',
  'GET /api/blade-system/dict-biz/list': 'the business dictionary screen reads parent-list and child-list, not the flat list',
  'GET /api/blade-system/dict/dictionary-tree':
    'no dropdown offers a system dictionary as a tree: the dropdowns read system dictionaries by GET /api/blade-system/dict/dictionary, and the one tree dropdown (goods type, shopping_goods_type) reads GET /api/blade-system/dict-biz/dictionary-tree',
  'GET /api/blade-system/role/tree-by-id':
    "superseded by GET /api/blade-system/role/tree (tenantId), which the spec also names: the role screen and the grant dialogs read a tenant's role tree; tree-by-id feeds a role editor's parent picker, and the spec lists no role save call",
  'GET /api/supplierAccount/supplieraccount/list':
    "superseded by GET /api/supplierAccount/supplieraccount/selectSupplierAccountPage, which the spec also names: 提现 starts from an account's row, so no screen picks an account from a list",
  'GET /api/withdrawRecord/withdrawrecord/detail':
    'superseded by GET /api/supplierAccount/supplieraccount/selectWithdrawalDetailById, which the spec also names: 查看 on /fleet/withdrawrecord opens /withdrawal/withdrawalDetails, which reads the withdrawal through it',
  'GET /api/zytResultSettlement/resultsettlement/detail':
    'superseded by GET /api/zytmoneysettlement/moneysettlement/detail, which the spec also names: a result is one stage of a settlement (same id), and 办理 on the result list opens the settlement steps, which read the whole record',
  'POST /api/fleetMember/accountFlow/submit':
    'superseded by memberCardFlowAdjust, cardBalanceRecharge and cardBalanceRecovery, which the spec also names: a card flow is written by the money move it records, never typed in by hand',
  'POST /api/fleetMember/accountFlow/remove':
    'superseded by POST /api/fleetMember/accountFlow/memberCardFlowAdjust, which the spec also names: a card flow is a money record; a wrong one is corrected by an adjustment, not deleted',
  'POST /api/cfx/companygrantcard/remove':
    "superseded by submitTermination and invalid, which the spec also names: the spec lists a grant card's actions as submit, submit grant card, submit termination and invalidate; a grant is ended, not deleted",
  'POST /api/commpanyrecharge/commpanyrecharge/remove':
    'superseded by GET /api/commpanyrecharge/commpanyrecharge/cancelRecharge, which the spec also names: a company recharge is cancelled by its dedicated call, not deleted',
  // a family without a list call: its generic actions page reads the record by its detail call and edits it, and runs
  // row actions only on a record it found
  'GET /api/zytSupplierTenant/suppliertenant/tenant/token':
    'a row action of supplier-tenant, which has neither a list nor a detail call: its actions page has no record to run it on',
  // sent, but not found: the call's name is handed over in a variable
  'POST /api/api/tradeaccount/createAccount':
    'a split account step: services/api/split-account/calls.ts runStep sends the step its caller names in a variable (splitAccountPath(step)), which the analysis does not follow',
  'POST /api/api/splitaccountaccept/uploadAccPic/{id}':
    'a split account step: services/api/split-account/calls.ts runStep sends the step its caller names in a variable (splitAccountPath(step)), which the analysis does not follow',
  'POST /api/api/splitaccountaccept/contractSubmit/{id}':
    'a split account step: services/api/split-account/calls.ts runStep sends the step its caller names in a variable (splitAccountPath(step)), which the analysis does not follow',
  'POST /api/api/splitaccountaccept/contractConfirm/{id}':
    'a split account step: services/api/split-account/calls.ts runStep sends the step its caller names in a variable (splitAccountPath(step)), which the analysis does not follow',
};

const called = calledCalls();
const report = { paths: catalogue.length, called: 0, neverCalled: neverCalledOf(catalogue, called.keys()) };
report.called = report.paths - report.neverCalled.length;
mkdirSync(join(ROOT, 'reports'), { recursive: true });
writeFileSync(join(ROOT, 'reports/catalogue.json'), `${JSON.stringify(report, null, 2)}\n`);

const from = (id: string) => called.get(id) ?? [];

describe('the catalogue paths some screen can call', () => {
  it('finds the calls of each kind of sender', () => {
    expect(report.paths).toBe(catalogue.length);
    // a typed module's call from a screen: the platform order list (services/api/orders/client.ts pageOrders)
    expect(from(`GET ${FAMILIES.get('order')!.operations.page!.path}`).some((f) => f.startsWith('typed: src/screens/orders/'))).toBe(true);
    // the session's own calls
    expect(from('POST /api/blade-auth/oauth/token')).toContain('typed: src/app/session-binding.ts#bindSessionMachine');
    // a family's generic list at its console path
    expect(from('GET /api/blade-log/usual/list')).toContain('screen: /monitor/log/usual');
    // a family a screen names, read through the generic client and through a helper the screen hands it to
    expect(from('GET /api/blade-system/param/list')).toContain('generic: src/screens/system/param-page.tsx#ParamPage');
    expect(from('GET /api/blade-system/dict/child-list')).toContain('named by the caller: src/screens/system/dict-page.tsx#DictPage');
  });

  it('reports a path no call serves, and matches paths by shape and method', () => {
    const entry = (method: CatalogueEntry['method'], path: string): CatalogueEntry => ({ method, path, source: 'test' });
    const sent = ['GET /api/fleet/fleet/checkLogin/{id}', 'POST /api/blade-system/param/submit'];
    expect(
      neverCalledOf(
        [
          entry('GET', '/api/no/such/call'),
          entry(null, '/api/fleet/fleet/checkLogin/{fleetId}'),
          entry('DELETE', '/api/blade-system/param/submit'),
          entry(null, '/api/blade-system/param/submit'),
        ],
        sent,
      ),
    ).toEqual(['DELETE /api/blade-system/param/submit', 'GET /api/no/such/call']);
    // the sender analysis finds no sender of a path nobody writes, and finds one of a path a module sends
    const { places } = analyseSenders([
      { id: 'GET /api/no/such/call', method: 'GET', path: '/api/no/such/call' },
      { id: 'GET /api/blade-system/menu/routes', method: 'GET', path: '/api/blade-system/menu/routes' },
    ]);
    expect(places.get('GET /api/no/such/call') ?? []).toEqual([]);
    expect((places.get('GET /api/blade-system/menu/routes') ?? []).length).toBeGreaterThan(0);
  });

  it('models the generic screens on what they send', () => {
    // the generic screens use every sender of the generic client
    const screens = [...graph.refs].filter(([key]) => key.startsWith(SCREENS)).flatMap(([, refs]) => [...refs]);
    for (const name of ['page', 'detail', 'submit', 'remove', 'runAction', 'readAction', 'download'])
      expect(screens, name).toContain(`${CLIENT}#${name}`);
    // the senders and screens named above exist
    for (const key of [...Object.keys(GENERIC), LIST_PAGE, EDITOR]) expect(graph.declarations.has(key), key).toBe(true);
    // the list machine's delete is asked for by the generic list only (its other users, the approval lists, read)
    const deleting = new Set<string>();
    for (const [key, statement] of graph.declarations)
      if (key.startsWith('src/'))
        walk(statement, (node) => {
          // an event `{ type: 'list.delete.request' }`, `{ type: 'list.delete.confirm', … }`
          if (node.type === 'Property' && nameOf(node.key) === 'type' && nameOf(node.value)?.startsWith('list.delete'))
            deleting.add(key.split('#')[0]!);
        });
    expect(deleting.size).toBeGreaterThan(0);
    expect([...deleting].filter((file) => !file.startsWith(SCREENS))).toEqual([]);
  });

  it('names why each path no screen calls is not called', () => {
    expect(report.neverCalled).toEqual(Object.keys(NEVER_CALLED).sort());
  });

  it('explains each of them in docs/catalogue.md, in the same words', () => {
    const doc = readFileSync(join(ROOT, 'docs/catalogue.md'), 'utf8').split('\n');
    const listed = doc.filter((line) => /^\| `[A-Z|]+ \//.test(line)).map((line) => /^\| `([^`]+)`/.exec(line)![1]);
    expect(listed.sort()).toEqual(Object.keys(NEVER_CALLED).sort());
    for (const [id, why] of Object.entries(NEVER_CALLED))
      expect(
        doc.find((line) => line.startsWith(`| \`${id}\``)),
        id,
      ).toContain(why);
  });
});
