/**
 * The sender analysis shared by the write sweep (writes.test.ts) and the catalogue sweep (catalogue.test.ts). It reads
 * the code, not a list kept by hand: given the calls to look for (a method and a path, and for a registry call its family
 * and name), it finds the functions in services/api and services/logs that send each one (by its path as a literal, by
 * the family key and call name handed to a path resolver — `resourcePath('fleet', 'page')`, `['order', 'export']` —, or
 * by a family's operation read off its definition — `orderDefinition('order').operations.page`), and follows them to
 * every place in src/ and machines/ that uses them, through the helpers that wrap them (any top-level function whose
 * name is not a component's), wherever those live. Each place says how the call leaves: the send of a command (a
 * screen's `useCommand`, a call inside `bindCommand(…)`, a call handed to a binding under a name it passes into
 * `bindCommand`, a list page's form slot), or a plain one (a component, a machine's own `fromPromise` actor): the
 * write sweep counts the plain ones as bypasses. Generic senders (the registry's client, whose family its caller
 * chooses) are marked as such, and so is every helper over them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseAst } from 'rolldown/parseAst';

export interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** A call to look for: `id` is "METHOD path"; a registry call also names its family and its operation or action. */
export interface Target {
  id: string;
  method: string;
  path: string;
  family?: string;
  name?: string;
}

/**
 * One place that uses a sender: the file, how the call leaves it, the helper it is in when that helper is followed
 * further (`wrapper`), the generic sender used when the sender's family is chosen by the caller (`generic`), and the
 * top-level declaration it is in (`within`).
 */
export interface Use {
  file: string;
  how: 'command' | 'wrapper' | 'bypass';
  wrapper?: string;
  generic?: string;
  within?: string;
}

export const ROOT = process.cwd();
const SENDER_ROOTS = ['services/api', 'services/logs'];
const USER_ROOTS = ['src', 'machines'];

/** The .ts and .tsx files of a folder (declarations left out), relative to the repository. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

const parsed = new Map<string, AstNode>();
/** The tree of a file (parsed once). */
export function parse(file: string): AstNode {
  let program = parsed.get(file);
  if (!program) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    program = parseAst(text, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' }) as unknown as AstNode;
    parsed.set(file, program);
  }
  return program;
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
export function walk(node: AstNode, visit: (node: AstNode, ancestors: readonly AstNode[]) => void, ancestors: AstNode[] = []): void {
  visit(node, ancestors);
  ancestors.push(node);
  for (const child of children(node)) walk(child, visit, ancestors);
  ancestors.pop();
}

export const nameOf = (node: unknown): string | null => {
  const n = node as AstNode | null | undefined;
  if (!n) return null;
  if (n.type === 'Identifier' || n.type === 'JSXIdentifier') return n.name as string;
  if (n.type === 'Literal' && typeof n.value === 'string') return n.value;
  return null;
};

/** The declaration a top-level statement holds (itself, or what it exports). */
const innerOf = (statement: AstNode) =>
  statement.type === 'ExportNamedDeclaration' ? (statement.declaration as AstNode | null) : (statement as AstNode | null);

/** The name a top-level statement declares (a function, a const, an exported one). */
export function declaredName(statement: AstNode): string | null {
  const inner = innerOf(statement);
  if (!inner) return null;
  if (inner.type === 'FunctionDeclaration') return nameOf(inner.id);
  if (inner.type === 'VariableDeclaration') return nameOf((inner.declarations as AstNode[])[0]?.id);
  return null;
}

/** Whether a statement declares a table (an object of families), not a function: only a call through it sends. */
function isTable(statement: AstNode): boolean {
  const inner = innerOf(statement);
  if (inner?.type !== 'VariableDeclaration') return false;
  let init = (inner.declarations as AstNode[])[0]?.init as AstNode | null;
  while (init && (init.type === 'TSAsExpression' || init.type === 'TSSatisfiesExpression')) init = init.expression as AstNode;
  return init?.type === 'ObjectExpression';
}

/** The file's top-level string constants (family keys held in a const). */
export function constantsOf(program: AstNode): Map<string, string> {
  const out = new Map<string, string>();
  for (const s of program.body as AstNode[]) {
    const inner = innerOf(s);
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
export function functionOf(statement: AstNode): AstNode | null {
  const inner = innerOf(statement);
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

/** An expression without its `!` and `as` wrappers. */
const bare = (node: AstNode | null | undefined): AstNode | null | undefined => {
  let n = node;
  while (n && (n.type === 'TSNonNullExpression' || n.type === 'TSAsExpression' || n.type === 'ParenthesizedExpression'))
    n = n.expression as AstNode;
  return n;
};

/** The values an argument holds: itself, or an object's property values. */
const valuesOf = (node: AstNode | null | undefined): AstNode[] =>
  bare(node)?.type === 'ObjectExpression'
    ? ((bare(node)!.properties as AstNode[]).map((p) => p.value as AstNode | undefined).filter(Boolean) as AstNode[])
    : node
      ? [node]
      : [];

/** Whether a table is called through (`TABLE[key].decide(…)`): the node heads a member chain that is a call's callee. */
function calledThrough(node: AstNode, ancestors: readonly AstNode[]): boolean {
  let head = node;
  let i = ancestors.length - 1;
  while (i >= 0 && ancestors[i]!.type === 'MemberExpression' && ancestors[i]!.object === head) head = ancestors[i--]!;
  const call = ancestors[i];
  return head !== node && call?.type === 'CallExpression' && call.callee === head;
}

/** The file a module specifier of `from` names (`@services/…`, `@machines/…`, `@/…`, relative), if `known` knows it. */
function moduleFile(from: string, specifier: string, known: (file: string) => boolean): string | null {
  let base: string;
  if (specifier.startsWith('@services/')) base = `services/${specifier.slice(10)}`;
  else if (specifier.startsWith('@machines/')) base = `machines/${specifier.slice(10)}`;
  else if (specifier.startsWith('@/')) base = `src/${specifier.slice(2)}`;
  else if (specifier.startsWith('.')) base = relative(ROOT, join(ROOT, dirname(from), specifier));
  else return null;
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) if (known(candidate)) return candidate;
  return null;
}

/** A file's value imports among the files `known` knows: local name → [file, exported name], and namespace → file. */
function importsOf(file: string, known: (file: string) => boolean) {
  const named = new Map<string, [string, string]>();
  const namespaces = new Map<string, string>();
  for (const s of parse(file).body as AstNode[]) {
    if (s.type !== 'ImportDeclaration' || s.importKind === 'type') continue;
    const target = moduleFile(file, (s.source as AstNode).value as string, known);
    if (!target) continue;
    for (const spec of s.specifiers as AstNode[]) {
      const local = nameOf(spec.local)!;
      if (spec.type === 'ImportNamespaceSpecifier') namespaces.set(local, target);
      else if (spec.type === 'ImportSpecifier' && spec.importKind !== 'type') named.set(local, [target, nameOf(spec.imported)!]);
    }
  }
  return { named, namespaces };
}

/**
 * The declaration a node names, if any: an identifier (not a member's or a key's name, not a declared name) imported
 * or of the file's own (`own`), a namespace's member (`api.call`), and with `jsx` a rendered component (`<Page />`).
 */
function referenceAt(
  node: AstNode,
  ancestors: readonly AstNode[],
  imports: ReturnType<typeof importsOf>,
  own: (name: string) => [string, string] | undefined,
  jsx = false,
): [string, string] | undefined {
  const parent = ancestors[ancestors.length - 1];
  if (node.type === 'Identifier' || (jsx && node.type === 'JSXIdentifier' && parent?.type === 'JSXOpeningElement')) {
    if (parent?.type === 'MemberExpression' && parent.property === node && !parent.computed) return undefined;
    if (parent?.type === 'Property' && parent.key === node && !parent.shorthand) return undefined;
    if ((parent?.type === 'FunctionDeclaration' || parent?.type === 'VariableDeclarator') && parent.id === node) return undefined;
    const name = node.name as string;
    return imports.named.get(name) ?? own(name);
  }
  if (node.type === 'MemberExpression' && !node.computed) {
    const ns = imports.namespaces.get(nameOf(node.object) ?? '');
    if (ns) return [ns, nameOf(node.property)!];
  }
  return undefined;
}

// --- the bindings that compose the command machine ---------------------------------------------------------------
/**
 * For each binding function of src/ (`bindX(deps, calls)`), the names of its parameters' members it passes into
 * `bindCommand(…)`: a call handed to the binding under one of these names is sent by the command machine; under any
 * other name (a list's `remove`, say) it is run by a plain actor.
 */
function commandNamesOf(): Map<string, Set<string>> {
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
  return commandNames;
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
function classify(commandNames: Map<string, Set<string>>, file: string, ancestors: readonly AstNode[], topName: string | null): Use | null {
  const within = topName ? { within: topName } : {};
  for (let i = ancestors.length - 1; i >= 0; i -= 1) {
    const a = ancestors[i]!;
    if ((a.type === 'JSXAttribute' || a.type === 'Property') && nameOf(a.type === 'JSXAttribute' ? a.name : a.key) === 'request')
      return null;
    const callee = a.type === 'CallExpression' ? nameOf(a.callee) : null;
    if (callee === 'bindCommand') return { file, how: 'command', ...within };
    // a machine's own actor sends it, not the command machine
    if (callee === 'fromPromise') return { file, how: 'bypass', ...within };
    if (callee && /^bind[A-Z]/.test(callee)) {
      // handed to a binding: through its command only under a name the binding passes into bindCommand
      const handedAs = ancestors[i + 2]?.type === 'Property' ? nameOf(ancestors[i + 2]!.key) : null;
      return { file, how: handedAs && commandNames.get(callee)?.has(handedAs) ? 'command' : 'bypass', ...within };
    }
    const key = a.type === 'Property' ? nameOf(a.key) : null;
    if (isSendProp(a, ancestors[i - 1], ancestors[i - 2])) return { file, how: 'command', ...within };
    if ((key === 'send' || key === 'save') && isCommandCalls(ancestors[i - 1], ancestors[i - 2], ancestors[i - 3]))
      return { file, how: 'command', ...within };
    // a list page's form slot: the generic editor machine's command sends its save (src/screens/resource)
    if (key === 'save' && ancestors[i - 2]?.type === 'Property' && nameOf(ancestors[i - 2]!.key) === 'form')
      return { file, how: 'command', ...within };
  }
  if (topName && /^[a-z]/.test(topName)) return { file, how: 'wrapper', wrapper: topName, within: topName };
  return { file, how: 'bypass', ...within };
}

export interface SenderOptions {
  /**
   * Generic senders (`file#name`): their family is chosen by their caller. Each is a sender even when it sends no
   * target of its own, and every helper over one is generic too.
   */
  generic?: readonly string[];
  /** Where a target no typed function sends goes: the name of a sender in `file` (a generic one), or null. */
  fallback?: { file: string; senderOf: (t: Target) => string | null };
  /**
   * Follow a table (an object of families) wherever it is named, not only where it is called through: a helper that
   * looks a call up in it sends what the table names.
   */
  followTables?: boolean;
}

export interface SenderAnalysis {
  /** file → top-level name → the ids of the targets it sends. */
  senders: Map<string, Map<string, Set<string>>>;
  /** `file#name` of a sender → the places that use it (helpers included, as `wrapper` uses). */
  uses: Map<string, Use[]>;
  /** The top-level functions of the senders' folders that send a request (themselves, or through another of their file). */
  sending: Set<string>;
  /** The senders whose family is chosen by their caller (`file#name`). */
  generic: Set<string>;
  /** The places outside the helpers a sender's targets leave from, following the helpers. */
  reachOf: (key: string) => Use[];
  /** Target id → every place that sends it. */
  places: Map<string, Use[]>;
}

/** Finds the senders of the targets, and the places in src/ and machines/ they are used from. */
export function analyseSenders(targets: Iterable<Target>, options: SenderOptions = {}): SenderAnalysis {
  const all = [...targets];
  const byPath = new Map<string, Target[]>();
  const byCall = new Map<string, Target[]>();
  for (const t of all) {
    byPath.set(t.path, [...(byPath.get(t.path) ?? []), t]);
    if (t.family) byCall.set(`${t.family} ${t.name}`, [...(byCall.get(`${t.family} ${t.name}`) ?? []), t]);
  }

  // --- who sends them -------------------------------------------------------------------------------------------
  const senders = new Map<string, Map<string, Set<string>>>();
  const sendsOf = (file: string, name: string) => {
    const inFile = senders.get(file) ?? senders.set(file, new Map()).get(file)!;
    return inFile.get(name) ?? inFile.set(name, new Set()).get(name)!;
  };
  const tables = new Set<string>();
  const sending = new Set<string>();

  const senderFiles = SENDER_ROOTS.flatMap(sourceFiles);
  for (const file of senderFiles) {
    const program = parse(file);
    const constants = constantsOf(program);
    /** The families an expression names: a string, a const holding one, either of a choice (`oil ? 'oil-order' : 'order'`). */
    const resolve = (node: AstNode | null | undefined): string[] => {
      const n = bare(node);
      if (n?.type === 'ConditionalExpression') return [...resolve(n.consequent as AstNode), ...resolve(n.alternate as AstNode)];
      const name = nameOf(n);
      const value = name === null ? undefined : (constants.get(name) ?? (n!.type === 'Literal' ? name : undefined));
      return value === undefined ? [] : [value];
    };
    /** The strings a file's const object holds as values (`ACTION_NAMES = { issue: 'invoicing', … }`). */
    const lookups = new Map<string, string[]>();
    for (const st of program.body as AstNode[]) {
      const inner = innerOf(st);
      if (inner?.type !== 'VariableDeclaration') continue;
      for (const d of inner.declarations as AstNode[]) {
        const init = bare(d.init as AstNode);
        if (init?.type === 'ObjectExpression')
          lookups.set(
            nameOf(d.id) ?? '',
            valuesOf(init)
              .map(nameOf)
              .filter((v): v is string => v !== null),
          );
      }
    }
    /**
     * The call names an expression gives: a string, and following tables, either of a choice (`issue ? 'doInvoicing' :
     * 'cancelInvoice'`) or any value of a lookup (`ACTION_NAMES[action]`).
     */
    const callNames = (node: AstNode | null | undefined): string[] => {
      const n = bare(node);
      if (options.followTables && n?.type === 'ConditionalExpression')
        return [...callNames(n.consequent as AstNode), ...callNames(n.alternate as AstNode)];
      if (options.followTables && n?.type === 'MemberExpression' && n.computed) return lookups.get(nameOf(n.object) ?? '') ?? [];
      const name = nameOf(n);
      return name === null ? [] : [name];
    };
    /** The families a call names by its first argument (`resourcePath('fleet', …)`, `orderDefinition('order')`). */
    const familyOfCall = (node: AstNode | null | undefined) => {
      const call = bare(node);
      return call?.type === 'CallExpression' ? resolve((call.arguments as AstNode[])[0]) : [];
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
    /** What the file's statements that declare nothing name (a table's entries filled in afterwards). */
    const filling = new Set<string>();
    for (const statement of program.body as AstNode[]) {
      const declared = declaredName(statement);
      if (!declared && !(options.followTables && statement.type === 'ExpressionStatement')) continue;
      const name = declared ?? '';
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
      if (declared) found.push(entry);
      const refs = declared ? entry.refs : filling;
      const named = (families: readonly string[], call: AstNode | null | undefined) => {
        for (const name of callNames(call))
          for (const family of families) for (const t of byCall.get(`${family} ${name}`) ?? []) refs.add(t.id);
      };
      walk(statement, (node) => {
        if (sends(node)) entry.sending = true;
        if (node.type === 'CallExpression' && (node.callee as AstNode).type === 'Identifier') entry.calls.add(nameOf(node.callee)!);
        if (node.type === 'Literal' && typeof node.value === 'string') for (const t of byPath.get(node.value) ?? []) refs.add(t.id);
        // a family and a call name handed to a resolver, or written as a pair
        if (node.type === 'CallExpression' || node.type === 'ArrayExpression') {
          const [a, ...rest] = (node.type === 'CallExpression' ? node.arguments : node.elements) as AstNode[];
          const families = resolve(a);
          named(families, rest[0]);
          // a table's entry: the family first, its call among the options (`audited('admin-agent', { action: 'audit' })`)
          if (options.followTables) for (const v of rest.flatMap(valuesOf)) named(families, v);
        }
        // an entry naming its family and its call (`{ key: 'money-settlement', action: 'update2' }`)
        if (options.followTables && node.type === 'ObjectExpression') {
          const values = valuesOf(node);
          for (const families of values.map(resolve)) for (const v of values) named(families, v);
        }
        // a family's operation read off its definition: `orderDefinition('order').operations.page`
        if (node.type === 'MemberExpression' && !node.computed) {
          const object = bare(node.object as AstNode);
          if (object?.type === 'MemberExpression' && nameOf(object.property) === 'operations')
            named(familyOfCall(object.object as AstNode), node.property as AstNode);
        }
      });
    }
    // the statements that declare nothing fill the file's tables
    for (const d of found) if (tables.has(`${file}#${d.name}`)) for (const id of filling) d.refs.add(id);
    // a function that calls one of the file's sending functions sends too
    for (let grew = true; grew; ) {
      grew = false;
      for (const d of found)
        if (!d.sending && found.some((o) => o.sending && d.calls.has(o.name))) {
          d.sending = true;
          grew = true;
        }
    }
    for (const d of found) if (d.sending) sending.add(`${file}#${d.name}`);
    // a builder names a call but sends nothing: it returns the request (say an `OrderCommand`) that a sending
    // function of the file taking that type sends; with no such function the builder counts as the sender
    for (const d of found) {
      const takers = d.sending || !d.returns ? [] : found.filter((o) => o.sending && o.takes.has(d.returns!));
      for (const id of d.refs) for (const target of takers.length ? takers : [d]) sendsOf(file, target.name).add(id);
    }
  }

  // a target registered nowhere but the registry goes through a generic sender
  if (options.fallback) {
    const typed = new Set([...senders.values()].flatMap((m) => [...m.values()].flatMap((s) => [...s])));
    for (const t of all) {
      const name = typed.has(t.id) ? null : options.fallback.senderOf(t);
      if (name) sendsOf(options.fallback.file, name).add(t.id);
    }
  }
  const generic = new Set(options.generic ?? []);
  for (const key of generic) {
    const [file, name] = key.split('#') as [string, string];
    sendsOf(file, name);
  }

  // --- where the senders are used -------------------------------------------------------------------------------
  const commandNames = commandNamesOf();
  const userFiles = [...USER_ROOTS.flatMap(sourceFiles), ...senderFiles];

  function usesOfSenders(): Map<string, Use[]> {
    const uses = new Map<string, Use[]>();
    for (const file of userFiles) {
      const program = parse(file);
      const { named, namespaces } = importsOf(file, (candidate) => senders.has(candidate));
      const local = senders.get(file);
      if (named.size === 0 && namespaces.size === 0 && !local) continue;
      for (const statement of program.body as AstNode[]) {
        if (statement.type === 'ImportDeclaration') continue;
        const topName = declaredName(statement);
        walk(statement, (node, ancestors) => {
          const target = referenceAt(node, ancestors, { named, namespaces }, (name) =>
            local?.has(name) && name !== topName ? [file, name] : undefined,
          );
          if (!target || !senders.get(target[0])?.has(target[1])) return;
          const key = `${target[0]}#${target[1]}`;
          if (tables.has(key) && !options.followTables && !calledThrough(node, ancestors)) return;
          const use = classify(commandNames, file, ancestors, topName);
          if (!use) return;
          if (generic.has(key)) use.generic = target[1];
          uses.set(key, [...(uses.get(key) ?? []), use]);
        });
      }
    }
    return uses;
  }

  // a helper that uses a sender sends its targets too: follow helpers until no new one appears
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

  /** The places outside the helpers a sender's targets leave from. */
  const reachOf = (key: string, seen = new Set<string>()): Use[] => {
    if (seen.has(key)) return [];
    seen.add(key);
    return (uses.get(key) ?? []).flatMap((u) => (u.how === 'wrapper' ? reachOf(`${u.file}#${u.wrapper}`, seen) : [u]));
  };
  const places = new Map<string, Use[]>();
  for (const [file, names] of senders)
    for (const [name, sent] of names) for (const id of sent) places.set(id, [...(places.get(id) ?? []), ...reachOf(`${file}#${name}`)]);
  return { senders, sending, uses, generic, reachOf: (key) => reachOf(key), places };
}

// --- who names whom ---------------------------------------------------------------------------------------------
/** The reference graph of the top-level declarations of src/, machines/ and the senders' folders (`file#name`). */
export interface References {
  /** Each declaration's statement (a statement declaring several names is each of theirs). */
  declarations: Map<string, AstNode>;
  /** The declarations each one names: its file's other top-level names, what it imports, the components it renders. */
  refs: Map<string, Set<string>>;
  /** The declarations that name each one. */
  users: Map<string, Set<string>>;
  /** The calls each one makes of a declaration: the callee's `file#name` and the arguments. */
  calls: Map<string, Array<{ callee: string; args: AstNode[] }>>;
}

/** Every name a top-level statement declares: each const (destructured ones too), a function, a default export. */
function namesOf(statement: AstNode): string[] {
  if (statement.type === 'ExportDefaultDeclaration') return ['default'];
  const inner = innerOf(statement);
  if (inner?.type === 'FunctionDeclaration') return [nameOf(inner.id)].filter((n): n is string => n !== null);
  if (inner?.type !== 'VariableDeclaration') return [];
  const out: string[] = [];
  for (const d of inner.declarations as AstNode[])
    walk(d.id as AstNode, (node, ancestors) => {
      const parent = ancestors[ancestors.length - 1];
      if (node.type === 'Identifier' && !(parent?.type === 'Property' && parent.key === node && !parent.shorthand))
        out.push(node.name as string);
    });
  return out;
}

/**
 * Builds the reference graph: imports resolved like the senders' uses above, a JSX element counting as a use, and a
 * screen loaded lazily (`screensOf(() => import('./pages'), ['ListPage'])`) named by its export's name.
 */
export function references(): References {
  const files = [...USER_ROOTS, ...SENDER_ROOTS].flatMap(sourceFiles);
  const known = new Set(files);
  const bodies = new Map(files.map((f) => [f, (parse(f).body as AstNode[]).filter((s) => s.type !== 'ImportDeclaration')] as const));
  const exported = new Map(files.map((f) => [f, new Set(bodies.get(f)!.flatMap(namesOf))] as const));
  const declarations = new Map<string, AstNode>();
  const refs = new Map<string, Set<string>>();
  const users = new Map<string, Set<string>>();
  const calls = new Map<string, Array<{ callee: string; args: AstNode[] }>>();
  for (const file of files) {
    const body = bodies.get(file)!;
    const own = exported.get(file)!;
    const imports = importsOf(file, (f) => known.has(f));
    /** The modules a statement imports lazily (`import('./x')`). */
    const lazy = new Map<AstNode, Set<string>>();
    for (const statement of body) {
      const targets = new Set<string>();
      walk(statement, (node) => {
        const source = node.type === 'ImportExpression' ? nameOf(node.source) : null;
        const target = source ? moduleFile(file, source, (f) => known.has(f)) : null;
        if (target) targets.add(target);
      });
      lazy.set(statement, targets);
    }
    const lazyOf = new Map(body.flatMap((s) => namesOf(s).map((n) => [n, lazy.get(s)!] as const)));
    for (const statement of body) {
      const names = namesOf(statement);
      if (names.length === 0) continue;
      const out = new Set<string>();
      const made: Array<{ callee: string; args: AstNode[] }> = [];
      const modules = new Set(lazy.get(statement));
      const ownName = (local: string): [string, string] | undefined =>
        own.has(local) && !names.includes(local) ? [file, local] : undefined;
      walk(statement, (node, ancestors) => {
        const target = referenceAt(node, ancestors, imports, ownName, true);
        if (target) out.add(`${target[0]}#${target[1]}`);
        if (target?.[0] === file) for (const m of lazyOf.get(target[1]) ?? []) modules.add(m);
        const callee =
          node.type === 'CallExpression' ? referenceAt(node.callee as AstNode, [...ancestors, node], imports, ownName) : undefined;
        if (callee) made.push({ callee: `${callee[0]}#${callee[1]}`, args: node.arguments as AstNode[] });
      });
      // a lazily loaded screen is named by its export's name
      walk(statement, (node) => {
        if (node.type !== 'Literal' || typeof node.value !== 'string') return;
        for (const m of modules) if (exported.get(m)!.has(node.value)) out.add(`${m}#${node.value}`);
      });
      for (const name of names) {
        const key = `${file}#${name}`;
        declarations.set(key, statement);
        refs.set(key, out);
        calls.set(key, made);
      }
      for (const r of out) for (const name of names) (users.get(r) ?? users.set(r, new Set()).get(r)!).add(`${file}#${name}`);
    }
  }
  return { declarations, refs, users, calls };
}
