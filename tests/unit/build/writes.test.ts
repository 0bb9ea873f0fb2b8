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
 * sessionMachine: [the session's sign-in and sign-out, sent by the session machine] }.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { API_MODULE_PATHS } from '@services/resources/api-modules';
import { RESOURCES } from '@services/resources/registry';

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

interface Write {
  id: string;
  method: string;
  path: string;
  /** Registry family and call name, for writes the registry defines. */
  family?: string;
  name?: string;
}

const ROOT = process.cwd();
const SENDER_ROOTS = ['services/api', 'services/logs'];
const USER_ROOTS = ['src', 'machines'];
/** The generic client's writes: the action and editor machines send every registry write through them. */
const GENERIC_CLIENT = 'services/api/resource-client.ts';
const GENERIC_WRITES = ['submit', 'remove', 'runAction'];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

function parse(file: string): AstNode {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return parseAst(text, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' }) as unknown as AstNode;
}

/** Every child node of a node, in source order. */
function children(node: AstNode): AstNode[] {
  const out: AstNode[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'typeAnnotation' || key === 'returnType' || key === 'typeParameters' || key === 'typeArguments') continue;
    if (Array.isArray(value)) for (const v of value) if (v && typeof v === 'object' && 'type' in v) out.push(v as AstNode);
    if (value && typeof value === 'object' && 'type' in (value as object) && !Array.isArray(value)) out.push(value as AstNode);
  }
  return out;
}

/** Walks a tree depth first with the chain of ancestors (nearest last). */
function walk(node: AstNode, visit: (node: AstNode, ancestors: readonly AstNode[]) => void, ancestors: AstNode[] = []): void {
  visit(node, ancestors);
  ancestors.push(node);
  for (const child of children(node)) walk(child, visit, ancestors);
  ancestors.pop();
}

const nameOf = (node: unknown): string | null => {
  const n = node as AstNode | null | undefined;
  if (!n) return null;
  if (n.type === 'Identifier' || n.type === 'JSXIdentifier') return n.name as string;
  if (n.type === 'Literal' && typeof n.value === 'string') return n.value;
  return null;
};

// --- the writes -------------------------------------------------------------------------------------------------
const WRITE_OPERATIONS = ['submit', 'save', 'update', 'remove'] as const;
const writes = new Map<string, Write>();
const addWrite = (w: Omit<Write, 'id'>) => {
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

const byPath = new Map<string, Write[]>();
const byCall = new Map<string, Write[]>();
for (const w of writes.values()) {
  byPath.set(w.path, [...(byPath.get(w.path) ?? []), w]);
  if (w.family) byCall.set(`${w.family} ${w.name}`, [...(byCall.get(`${w.family} ${w.name}`) ?? []), w]);
}

// --- who sends them ---------------------------------------------------------------------------------------------
/** file → exported or top-level name → the writes it sends. */
const senders = new Map<string, Map<string, Set<string>>>();
const sendsOf = (file: string, name: string) => {
  const inFile = senders.get(file) ?? senders.set(file, new Map()).get(file)!;
  return inFile.get(name) ?? inFile.set(name, new Set()).get(name)!;
};

/** The name a top-level statement declares (a function, a const, an exported one). */
function declaredName(statement: AstNode): string | null {
  const inner = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as AstNode | null) : statement;
  if (!inner) return null;
  if (inner.type === 'FunctionDeclaration') return nameOf(inner.id);
  if (inner.type === 'VariableDeclaration') return nameOf((inner.declarations as AstNode[])[0]?.id);
  return null;
}

/** Senders that are tables (an object of families), not functions: only a call through them sends. */
const tables = new Set<string>();
function isTable(statement: AstNode): boolean {
  const inner = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as AstNode | null) : statement;
  if (inner?.type !== 'VariableDeclaration') return false;
  let init = (inner.declarations as AstNode[])[0]?.init as AstNode | null;
  while (init && (init.type === 'TSAsExpression' || init.type === 'TSSatisfiesExpression')) init = init.expression as AstNode;
  return init?.type === 'ObjectExpression';
}

/** The files' top-level string constants (family keys held in a const). */
function constantsOf(program: AstNode): Map<string, string> {
  const out = new Map<string, string>();
  for (const s of program.body as AstNode[]) {
    const inner = s.type === 'ExportNamedDeclaration' ? (s.declaration as AstNode | null) : s;
    if (inner?.type !== 'VariableDeclaration') continue;
    for (const d of inner.declarations as AstNode[]) {
      const init = d.init as AstNode | null;
      const id = nameOf(d.id);
      if (id && init?.type === 'Literal' && typeof init.value === 'string') out.set(id, init.value);
    }
  }
  return out;
}

/** The name of a type reference (`Name<…>`), or null. */
const typeNameOf = (type: AstNode | null | undefined) => (type?.type === 'TSTypeReference' ? nameOf(type.typeName) : null);

/** Calls that send a request: the transport's own methods and the decoding helpers over it. */
const SENDING = /^(getData|postData|requestData|requestEnvelope|download)$/;
function sends(node: AstNode): boolean {
  if (node.type !== 'CallExpression') return false;
  const callee = node.callee as AstNode;
  if (callee.type === 'MemberExpression') return nameOf(callee.object) === 'http';
  return SENDING.test(nameOf(callee) ?? '');
}

/** The function a top-level statement declares (a function declaration or a const arrow/function), or null. */
function functionOf(statement: AstNode): AstNode | null {
  const inner = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as AstNode | null) : statement;
  if (inner?.type === 'FunctionDeclaration') return inner;
  if (inner?.type !== 'VariableDeclaration') return null;
  const init = (inner.declarations as AstNode[])[0]?.init as AstNode | null;
  return init && (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression') ? init : null;
}

/** A parameter's declared type (`cmd: OrderCommand`, `opts: X = {}`). */
const typeAnnotationOf = (param: AstNode): AstNode | null => {
  const target = param.type === 'AssignmentPattern' ? (param.left as AstNode) : param;
  return ((target.typeAnnotation as AstNode | null | undefined)?.typeAnnotation as AstNode) ?? null;
};

const senderPrograms = SENDER_ROOTS.flatMap(sourceFiles).map((file) => ({ file, program: parse(file) }));
for (const { file, program } of senderPrograms) {
  const constants = constantsOf(program);
  const resolve = (node: unknown) => {
    const n = nameOf(node);
    return n === null ? null : (constants.get(n) ?? ((node as AstNode).type === 'Literal' ? n : null));
  };
  // what each top-level declaration names, and whether it sends a request itself
  const found: Array<{
    name: string;
    refs: Set<string>;
    sending: boolean;
    calls: Set<string>;
    /** The type a builder function returns, and the types a function's parameters take. */
    returns: string | null;
    takes: Set<string>;
  }> = [];
  for (const statement of program.body as AstNode[]) {
    const name = declaredName(statement);
    if (!name) continue;
    if (isTable(statement)) tables.add(`${file}#${name}`);
    const fn = functionOf(statement);
    const entry = {
      name,
      refs: new Set<string>(),
      sending: false,
      calls: new Set<string>(),
      returns: typeNameOf((fn?.returnType as AstNode | null | undefined)?.typeAnnotation as AstNode),
      takes: new Set(((fn?.params as AstNode[] | undefined) ?? []).map((p) => typeNameOf(typeAnnotationOf(p)) ?? '').filter(Boolean)),
    };
    found.push(entry);
    walk(statement, (node) => {
      if (sends(node)) entry.sending = true;
      if (node.type === 'CallExpression' && (node.callee as AstNode).type === 'Identifier') entry.calls.add(nameOf(node.callee)!);
      if (node.type === 'Literal' && typeof node.value === 'string') for (const w of byPath.get(node.value) ?? []) entry.refs.add(w.id);
      if (node.type === 'CallExpression') {
        const [a, b] = node.arguments as AstNode[];
        const family = resolve(a);
        const call = nameOf(b);
        if (family && call) for (const w of byCall.get(`${family} ${call}`) ?? []) entry.refs.add(w.id);
      }
    });
  }
  // a function that calls one of the file's sending functions sends too
  for (let grew = true; grew; ) {
    grew = false;
    for (const d of found)
      if (!d.sending && found.some((o) => o.sending && d.calls.has(o.name))) {
        d.sending = true;
        grew = true;
      }
  }
  // a builder names a write but sends nothing: it returns the request (say an `OrderCommand`) that a sending
  // function of the file taking that type sends; with no such function the builder counts as the sender
  for (const d of found) {
    const takers = d.sending || !d.returns ? [] : found.filter((o) => o.sending && o.takes.has(d.returns!));
    for (const id of d.refs) for (const target of takers.length ? takers : [d]) sendsOf(file, target.name).add(id);
  }
}

// a write registered nowhere but the registry goes through the generic client
const typed = new Set([...senders.values()].flatMap((m) => [...m.values()].flatMap((s) => [...s])));
const genericSenderOf = (name: string) =>
  name === 'remove' ? 'remove' : (WRITE_OPERATIONS as readonly string[]).includes(name) ? 'submit' : 'runAction';
for (const w of writes.values()) if (w.family && !typed.has(w.id)) sendsOf(GENERIC_CLIENT, genericSenderOf(w.name!)).add(w.id);

// --- where the senders are used ---------------------------------------------------------------------------------
function moduleFile(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@services/')) base = `services/${specifier.slice(10)}`;
  else if (specifier.startsWith('@machines/')) base = `machines/${specifier.slice(10)}`;
  else if (specifier.startsWith('@/')) base = `src/${specifier.slice(2)}`;
  else if (specifier.startsWith('.')) base = relative(ROOT, join(ROOT, dirname(from), specifier));
  else return null;
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) if (senders.has(candidate)) return candidate;
  return null;
}

/** Senders whose writes are any family's (the generic client, and helpers over it): their family is chosen by the caller. */
const generic = new Set(GENERIC_WRITES.map((g) => `${GENERIC_CLIENT}#${g}`));

/** Whether a table is called through (`TABLE[key].decide(…)`): the node heads a member chain that is a call's callee. */
function calledThrough(node: AstNode, ancestors: readonly AstNode[]): boolean {
  let head = node;
  let i = ancestors.length - 1;
  while (i >= 0 && ancestors[i]!.type === 'MemberExpression' && ancestors[i]!.object === head) head = ancestors[i--]!;
  const call = ancestors[i];
  return head !== node && call?.type === 'CallExpression' && call.callee === head;
}

type Use = { file: string; how: 'command' | 'wrapper' | 'bypass'; wrapper?: string; generic?: string };

// --- the bindings that compose the command machine ---------------------------------------------------------------
/**
 * For each binding function of src/ (`bindX(deps, calls)`), the names of its parameters' members it passes into
 * `bindCommand(…)`: a call handed to the binding under one of these names is sent by the command machine; under any
 * other name (a list's `remove`, say) it is run by a plain actor.
 */
const commandNames = new Map<string, Set<string>>();
for (const file of sourceFiles('src')) {
  const text = readFileSync(join(ROOT, file), 'utf8');
  if (!text.includes('bindCommand')) continue;
  for (const statement of parse(file).body as AstNode[]) {
    const name = declaredName(statement);
    const fn = functionOf(statement);
    if (!name || !fn || !/^bind[A-Z]/.test(name)) continue;
    const params = new Set(
      ((fn.params as AstNode[]) ?? []).map((p) => nameOf(p.type === 'AssignmentPattern' ? p.left : p)).filter(Boolean),
    );
    const names = commandNames.get(name) ?? commandNames.set(name, new Set()).get(name)!;
    walk(fn, (node, ancestors) => {
      if (node.type !== 'MemberExpression' || node.computed || !params.has(nameOf(node.object))) return;
      if (ancestors.some((a) => a.type === 'CallExpression' && nameOf(a.callee) === 'bindCommand')) names.add(nameOf(node.property)!);
    });
  }
}

/**
 * Types of the calls a machine runs: a command's own, a tree grant's (its dialog sends `save` as a command) and a
 * list page's form slot (the generic editor machine runs its `save`).
 */
const COMMAND_CALL_TYPES = ['CommandCalls', 'TreeGrant', 'FormSlot'];

/**
 * Whether an object literal holds calls a machine runs: handed to `useCommand(…)`, declared as one of the types
 * above (`const x: CommandCalls = {…}`, `useMemo<FormSlot>(() => ({…}))`), or given as the `calls` of a component
 * that runs the command.
 */
function isCommandCalls(object: AstNode | undefined, parent: AstNode | undefined, grandparent: AstNode | undefined): boolean {
  if (object?.type !== 'ObjectExpression' || !parent) return false;
  if (parent.type === 'CallExpression') return nameOf(parent.callee) === 'useCommand';
  if (parent.type === 'VariableDeclarator') {
    const annotation = (parent.id as AstNode).typeAnnotation as AstNode | null | undefined;
    return COMMAND_CALL_TYPES.includes(typeNameOf(annotation?.typeAnnotation as AstNode) ?? '');
  }
  if (parent.type === 'ArrowFunctionExpression' && grandparent?.type === 'CallExpression') {
    const args = (grandparent.typeArguments as AstNode | null | undefined)?.params as AstNode[] | undefined;
    return COMMAND_CALL_TYPES.includes(typeNameOf(args?.[0]) ?? '');
  }
  return parent.type === 'JSXExpressionContainer' && grandparent?.type === 'JSXAttribute' && nameOf(grandparent.name) === 'calls';
}

/** Whether a function is given as a component's `send` prop: by convention the send of that component's command. */
function isSendProp(fn: AstNode | undefined, parent: AstNode | undefined, grandparent: AstNode | undefined): boolean {
  return (
    (fn?.type === 'ArrowFunctionExpression' || fn?.type === 'FunctionExpression') &&
    parent?.type === 'JSXExpressionContainer' &&
    grandparent?.type === 'JSXAttribute' &&
    nameOf(grandparent.name) === 'send'
  );
}

/**
 * How a use of a sender reaches the server: the send of a command (a screen's, or a composed one in `bindCommand`),
 * a call handed to a binding under a name it sends through its command, a helper function that is itself followed
 * (any top-level function whose name is not a component's), shown only (a confirmation's `request`), or none of
 * these — a plain actor (`fromPromise`) included: a bypass.
 */
function classify(file: string, ancestors: readonly AstNode[], topName: string | null): Use | null {
  for (let i = ancestors.length - 1; i >= 0; i -= 1) {
    const a = ancestors[i]!;
    if ((a.type === 'JSXAttribute' || a.type === 'Property') && nameOf(a.type === 'JSXAttribute' ? a.name : a.key) === 'request')
      return null;
    const callee = a.type === 'CallExpression' ? nameOf(a.callee) : null;
    if (callee === 'bindCommand') return { file, how: 'command' };
    // a machine's own actor sends it, not the command machine
    if (callee === 'fromPromise') return { file, how: 'bypass' };
    if (callee && /^bind[A-Z]/.test(callee)) {
      // handed to a binding: through its command only under a name the binding passes into bindCommand
      const handedAs = ancestors[i + 2]?.type === 'Property' ? nameOf(ancestors[i + 2]!.key) : null;
      return { file, how: handedAs && commandNames.get(callee)?.has(handedAs) ? 'command' : 'bypass' };
    }
    const key = a.type === 'Property' ? nameOf(a.key) : null;
    if (isSendProp(a, ancestors[i - 1], ancestors[i - 2])) return { file, how: 'command' };
    if ((key === 'send' || key === 'save') && isCommandCalls(ancestors[i - 1], ancestors[i - 2], ancestors[i - 3]))
      return { file, how: 'command' };
    // a list page's form slot: the generic editor machine's command sends its save (src/screens/resource)
    if (key === 'save' && ancestors[i - 2]?.type === 'Property' && nameOf(ancestors[i - 2]!.key) === 'form')
      return { file, how: 'command' };
  }
  if (topName && /^[a-z]/.test(topName)) return { file, how: 'wrapper', wrapper: topName };
  return { file, how: 'bypass' };
}

function usesOfSenders(): Map<string, Use[]> {
  const uses = new Map<string, Use[]>();
  const files = [...USER_ROOTS.flatMap(sourceFiles), ...senderPrograms.map((p) => p.file)];
  for (const file of files) {
    const program = parse(file);
    const named = new Map<string, [string, string]>();
    const namespaces = new Map<string, string>();
    for (const s of program.body as AstNode[]) {
      if (s.type !== 'ImportDeclaration' || s.importKind === 'type') continue;
      const target = moduleFile(file, (s.source as AstNode).value as string);
      if (!target) continue;
      for (const spec of s.specifiers as AstNode[]) {
        const local = nameOf(spec.local)!;
        if (spec.type === 'ImportNamespaceSpecifier') namespaces.set(local, target);
        else if (spec.type === 'ImportSpecifier' && spec.importKind !== 'type') named.set(local, [target, nameOf(spec.imported)!]);
      }
    }
    const local = senders.get(file);
    if (named.size === 0 && namespaces.size === 0 && !local) continue;
    for (const statement of program.body as AstNode[]) {
      if (statement.type === 'ImportDeclaration') continue;
      const topName = declaredName(statement);
      walk(statement, (node, ancestors) => {
        let target: [string, string] | undefined;
        if (node.type === 'Identifier') {
          const parent = ancestors[ancestors.length - 1];
          if (parent?.type === 'MemberExpression' && parent.property === node && !parent.computed) return;
          if (parent?.type === 'Property' && parent.key === node && !parent.shorthand) return;
          if ((parent?.type === 'FunctionDeclaration' || parent?.type === 'VariableDeclarator') && parent.id === node) return;
          const name = node.name as string;
          target = named.get(name) ?? (local?.has(name) && name !== topName ? [file, name] : undefined);
        } else if (node.type === 'MemberExpression' && !node.computed) {
          const ns = namespaces.get(nameOf(node.object) ?? '');
          if (ns) target = [ns, nameOf(node.property)!];
        }
        if (!target || !senders.get(target[0])?.has(target[1])) return;
        const key = `${target[0]}#${target[1]}`;
        if (tables.has(key) && !calledThrough(node, ancestors)) return;
        const use = classify(file, ancestors, topName);
        if (!use) return;
        if (generic.has(key)) use.generic = target[1];
        uses.set(key, [...(uses.get(key) ?? []), use]);
      });
    }
  }
  return uses;
}

/** The places outside services/api a sender's writes leave from, following wrappers in services/api. */
function reachOf(uses: Map<string, Use[]>, key: string, seen = new Set<string>()): Use[] {
  if (seen.has(key)) return [];
  seen.add(key);
  return (uses.get(key) ?? []).flatMap((u) => (u.how === 'wrapper' ? reachOf(uses, `${u.file}#${u.wrapper}`, seen) : [u]));
}

function writesReport() {
  // a helper that uses a sender sends its writes too: follow helpers until no new one appears
  let uses = usesOfSenders();
  for (let round = 0; round < 10; round += 1) {
    let grew = false;
    for (const [key, list] of uses) {
      const [file, name] = key.split('#') as [string, string];
      const sent = senders.get(file)?.get(name);
      for (const u of list)
        if (u.how === 'wrapper' && sent) {
          const into = sendsOf(u.file, u.wrapper!);
          if (generic.has(key) && !generic.has(`${u.file}#${u.wrapper}`)) {
            generic.add(`${u.file}#${u.wrapper}`);
            grew = true;
          }
          for (const id of sent)
            if (!into.has(id)) {
              into.add(id);
              grew = true;
            }
        }
    }
    if (!grew) break;
    uses = usesOfSenders();
  }
  const places = new Map<string, Use[]>();
  for (const [file, names] of senders)
    for (const [name, sent] of names)
      for (const id of sent) places.set(id, [...(places.get(id) ?? []), ...reachOf(uses, `${file}#${name}`)]);
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
