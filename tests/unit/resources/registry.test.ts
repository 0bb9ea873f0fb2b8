/**
 * The resource registry against the spec (docs/architecture.md §7): every endpoint of the catalogue has a definition
 * (or a typed module), every definition path is in the catalogue, labels exist in zh and en, and the
 * request-layer rules of docs/architecture.md §5 are marked on the calls they concern.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import catalogueJson from '@services/resources/catalogue.json';
import { API_MODULE_PATHS } from '@services/resources/api-modules';
import { RESOURCES, resourceByKey, resourcesOfArea } from '@services/resources/registry';
import { OPERATION_NAMES, RESOURCE_AREAS, RULE_NAMES } from '@services/resources/types';
import type {
  ActionDefinition,
  CatalogueEntry,
  HttpMethod,
  OperationDefinition,
  ResourceDefinition,
  RuleName,
} from '@services/resources/types';
import { resourcesZh } from '@services/resources/texts-zh';
import { resourcesEn } from '@services/resources/texts-en';
import {
  validateCreditCode,
  validateEmail,
  validateLandline,
  validateMobile,
  validateNonNegativeNumber,
  validateSignedDecimal,
} from '@/lib/validators';
import { validateIdCard } from '@/lib/id-card';
import { validateCardNumber } from '@/lib/card-number';
import { parseFen } from '@/lib/money';
import { validateUrl } from '@/lib/url';

const catalogue = catalogueJson as readonly CatalogueEntry[];

/** One callable path of a definition: an operation or an action. */
interface Call {
  resource: ResourceDefinition;
  what: string;
  method: HttpMethod;
  path: string;
  extra?: true;
  reason?: string;
}

function callsOf(r: ResourceDefinition): Call[] {
  const out: Call[] = [];
  for (const name of OPERATION_NAMES) {
    const o: OperationDefinition | undefined = r.operations[name];
    if (o) out.push({ resource: r, what: `${r.key}.${name}`, method: o.method, path: o.path, extra: o.extra, reason: o.reason });
  }
  for (const a of r.actions)
    out.push({ resource: r, what: `${r.key}!${a.name}`, method: a.method, path: a.path, extra: a.extra, reason: a.reason });
  return out;
}

const CALLS = RESOURCES.flatMap(callsOf);
const ACTIONS: { resource: ResourceDefinition; action: ActionDefinition }[] = RESOURCES.flatMap((resource) =>
  resource.actions.map((action) => ({ resource, action })),
);

/** `{id}`, `{fleetId}` … all match each other. */
const pathShape = (p: string) => p.replace(/\{[^}]*\}/g, '{}');
const methodFits = (catalogued: HttpMethod | null, used: HttpMethod) => catalogued === null || catalogued === used;
const entryLabel = (e: { path: string; method: HttpMethod | null }) => `${e.method ?? '*'} ${e.path}`;

function lookup(tree: unknown, key: string): unknown {
  const [ns, rest] = key.split(':');
  if (ns !== 'resources' || !rest) return undefined;
  let node: unknown = tree;
  for (const part of rest.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function leafPaths(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object') return [prefix];
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) => leafPaths(v, prefix ? `${prefix}.${k}` : k));
}

describe('catalogue ↔ registry', () => {
  it('serves every catalogue endpoint by a definition or a typed module (names each unserved one)', () => {
    const unserved = catalogue
      .filter((e) => {
        const byDefinition = CALLS.some((c) => pathShape(c.path) === pathShape(e.path) && methodFits(e.method, c.method));
        const byModule = API_MODULE_PATHS.some((m) => m.path === e.path && methodFits(e.method, m.method));
        return !byDefinition && !byModule;
      })
      .map(entryLabel);
    expect(unserved).toEqual([]);
  });

  it('uses only catalogue paths, with the catalogued method, except calls marked extra with a reason', () => {
    const invented = CALLS.filter((c) => !catalogue.some((e) => pathShape(e.path) === pathShape(c.path) && methodFits(e.method, c.method)))
      .filter((c) => !(c.extra && c.reason && c.reason.trim().length > 10))
      .map((c) => `${c.what}: ${c.method} ${c.path}`);
    expect(invented).toEqual([]);
    const extraWithoutReason = CALLS.filter((c) => c.extra && !(c.reason && c.reason.trim().length > 10)).map((c) => c.what);
    expect(extraWithoutReason).toEqual([]);
  });

  it('lists in api-modules only catalogue paths, unless it says why the path is not in the spec', () => {
    const outside = API_MODULE_PATHS.filter(
      (m) => !m.notInSpec && !catalogue.some((e) => e.path === m.path && methodFits(e.method, m.method)),
    ).map((m) => `${m.method} ${m.path}`);
    expect(outside).toEqual([]);
    const keys = API_MODULE_PATHS.map((m) => `${m.method} ${m.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('does not serve a typed-module path from the registry as well, except the notice list (popover and screen)', () => {
    const both = API_MODULE_PATHS.filter((m) => CALLS.some((c) => c.path === m.path && c.method === m.method)).map((m) => m.path);
    expect(both).toEqual(['/api/blade-desk/notice/list']);
  });
});

describe('definitions', () => {
  it('has unique kebab-case keys and resolves each by key', () => {
    const keys = RESOURCES.map((r) => r.key);
    const dupes = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(dupes).toEqual([]);
    expect(keys.filter((k) => !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(k))).toEqual([]);
    for (const r of RESOURCES) expect(resourceByKey(r.key)).toBe(r);
    expect(resourceByKey('no-such-resource')).toBeUndefined();
  });

  it('puts every definition in a spec 000 §1 area, and every area has definitions', () => {
    expect(RESOURCES.filter((r) => !RESOURCE_AREAS.includes(r.area)).map((r) => r.key)).toEqual([]);
    expect(RESOURCE_AREAS.filter((a) => resourcesOfArea(a).length === 0)).toEqual([]);
  });

  it('gives each definition at least one call, and unique action names', () => {
    expect(RESOURCES.filter((r) => callsOf(r).length === 0).map((r) => r.key)).toEqual([]);
    const clashes = RESOURCES.flatMap((r) => {
      const names = r.actions.map((a) => a.name);
      return names.filter((n, i) => names.indexOf(n) !== i).map((n) => `${r.key}!${n}`);
    });
    expect(clashes).toEqual([]);
  });

  it('removes by ids and reads details by id (or the path parameter, or the parameter the spec names)', () => {
    const badRemove = RESOURCES.filter((r) => r.operations.remove && !(r.operations.remove.params ?? []).includes('ids')).map((r) => r.key);
    expect(badRemove).toEqual([]);
    const badDetail = RESOURCES.filter((r) => {
      const d = r.operations.detail;
      if (!d) return false;
      if (d.method !== 'GET') return true;
      const singleton = !r.operations.list && !r.operations.page;
      return !(d.path.includes('{') || (d.params ?? []).length > 0 || singleton);
    }).map((r) => r.key);
    expect(badDetail).toEqual([]);
    const idDetails = RESOURCES.filter((r) => r.operations.detail?.params?.includes('id')).length;
    expect(idDetails).toBeGreaterThan(50);
  });

  it('labels columns and fields consistently: enums name their labels, refs name an existing definition', () => {
    const problems: string[] = [];
    for (const r of RESOURCES) {
      for (const c of [...r.columns, ...r.searchFields, ...r.formFields]) {
        if (c.kind === 'enum' && !c.enumKey) problems.push(`${r.key}.${c.field}: enum without enumKey`);
        if (c.kind === 'ref' && !(c.ref && resourceByKey(c.ref)))
          problems.push(`${r.key}.${c.field}: ref ${String(c.ref)} is not a definition`);
      }
      const fields = r.columns.map((c) => c.field);
      if (new Set(fields).size !== fields.length) problems.push(`${r.key}: duplicate column`);
      if (r.columns.length === 0) problems.push(`${r.key}: no columns`);
      const writes = r.operations.submit || r.operations.save || r.operations.update;
      if (writes && r.formFields.length === 0) problems.push(`${r.key}: writes without form fields`);
      for (const f of r.formFields)
        if (r.formFields.filter((g) => g.field === f.field).length > 1) problems.push(`${r.key}.${f.field}: twice in the form`);
    }
    expect(problems).toEqual([]);
  });

  it('uses amounts in fen as money columns and validates money form fields as amounts', () => {
    const moneyish =
      /^(amount|balance|.*Amount|.*Balance|.*Price|price|fee|faceValue|creditLimit|.*Limit|totalPayMoney|serviceCharge|costPrice|totalRecharge|totalConsume)$/;
    const wrong = RESOURCES.flatMap((r) =>
      r.columns.filter((c) => moneyish.test(c.field) && c.kind !== 'money').map((c) => `${r.key}.${c.field}`),
    );
    expect(wrong).toEqual([]);
    const unchecked = RESOURCES.flatMap((r) =>
      r.formFields.filter((f) => f.kind === 'money' && !(f.rules ?? []).includes('amount')).map((f) => `${r.key}.${f.field}`),
    );
    expect(unchecked).toEqual([]);
  });

  it('names only validators that exist in src/lib', () => {
    const validators: Record<RuleName, unknown> = {
      mobile: validateMobile,
      email: validateEmail,
      landline: validateLandline,
      url: validateUrl,
      creditCode: validateCreditCode,
      nonNegative: validateNonNegativeNumber,
      signedDecimal: validateSignedDecimal,
      idCard: validateIdCard,
      cardNumber: validateCardNumber,
      amount: parseFen,
    };
    for (const name of RULE_NAMES) expect(typeof validators[name], name).toBe('function');
    const unknown = RESOURCES.flatMap((r) =>
      r.formFields.flatMap((f) => (f.rules ?? []).filter((x) => !RULE_NAMES.includes(x)).map((x) => `${r.key}.${f.field}: ${x}`)),
    );
    expect(unknown).toEqual([]);
    const phones = RESOURCES.flatMap((r) =>
      r.formFields.filter((f) => /(^p|P)hone$/.test(f.field) && !(f.rules ?? []).includes('mobile')).map((f) => `${r.key}.${f.field}`),
    );
    expect(phones).toEqual([]);
  });

  it('keeps the page sizes of spec 000 §9', () => {
    const choices = [10, 30, 50, 100, 200];
    const odd = RESOURCES.filter(
      (r) => r.pageSize !== undefined && !choices.includes(r.pageSize) && !(r.key === 'platform-price' && r.pageSize === 99),
    ).map((r) => r.key);
    expect(odd).toEqual([]);
    expect(resourceByKey('platform-price')?.pageSize).toBe(99);
    expect(resourceByKey('fleet-settlement')?.lookupSize).toBe(100);
    expect(resourceByKey('user')?.lookupSize).toBe(1000);
  });

  it('notes the flow of the families other issues own', () => {
    const expected: Record<string, string> = {
      'card-grant': 'card-grant',
      'card-user': 'card-grant',
      'company-grant-card': 'company-grant-card',
      'company-recharge': 'recharge-audit',
      'platform-approval': 'recharge-audit',
      'escrow-recharge': 'recharge-audit',
      'money-settlement': 'settlement',
      'result-settlement': 'settlement',
      'order-invoicing': 'invoicing',
      'withdraw-record': 'withdrawal',
      leave: 'leave',
    };
    const wrong = Object.entries(expected)
      .filter(([k, flow]) => resourceByKey(k)?.flow !== flow)
      .map(([k]) => k);
    expect(wrong).toEqual([]);
  });

  it('marks invented fields, and the spec-known ones (param, dict, batch order) as not invented', () => {
    expect(RESOURCES.filter((r) => typeof r.invented !== 'boolean').map((r) => r.key)).toEqual([]);
    for (const k of ['param', 'dict', 'dict-biz', 'batch-order']) expect(resourceByKey(k)?.invented, k).toBe(false);
    expect(resourceByKey('param')?.formFields.map((f) => f.field)).toEqual(['paramName', 'paramKey', 'paramValue', 'remark']);
    expect(resourceByKey('param')?.formFields.find((f) => f.field === 'paramValue')?.multiline).toBe(true);
  });
});

describe('request-layer marks (docs/architecture.md §5)', () => {
  const getsThatChangeState = (path: string) => CALLS.filter((c) => c.path === path);

  it('marks the state-changing GETs named in docs/architecture.md §5', () => {
    const named = [
      '/api/commpanyrecharge/commpanyrecharge/cancelRecharge',
      '/api/promoter/delete',
      '/api/zytstaffaccount/staffaccount/remove',
      '/api/zyt/staff/getCode',
      '/api/fleet/fleet/sendSMScode/{id}',
    ];
    const unmarked = named.filter((p) => {
      const calls = getsThatChangeState(p);
      if (calls.length === 0) return true;
      return calls.some((c) => {
        const r = c.resource;
        const a = r.actions.find((x) => x.path === p);
        const o = OPERATION_NAMES.map((n) => r.operations[n]).find((x) => x?.path === p);
        return !(a?.changesStateViaGet || o?.changesStateViaGet) || c.method !== 'GET';
      });
    });
    expect(unmarked).toEqual([]);
  });

  it('marks every GET whose name sends, removes, cancels, invalidates or imports', () => {
    const changing = /^(remove|delete|del|cancel\w*|send\w*|getCode|invalid|repeat\w*|import\w*|determine\w*)$/i;
    const lastTwo = (p: string) =>
      p
        .split('/')
        .filter((s) => s && !s.startsWith('{'))
        .slice(-2);
    const changes = (p: string) => lastTwo(p).some((s) => changing.test(s));
    const unmarked: string[] = [];
    for (const r of RESOURCES) {
      for (const a of r.actions) if (a.method === 'GET' && changes(a.path) && !a.changesStateViaGet) unmarked.push(`${r.key}!${a.name}`);
      for (const n of OPERATION_NAMES) {
        const o = r.operations[n];
        if (o && o.method === 'GET' && changes(o.path) && !o.changesStateViaGet) unmarked.push(`${r.key}.${n}`);
      }
    }
    expect(unmarked).toEqual([]);
  });

  it('never marks a non-GET as a state-changing GET, nor calls one idempotent', () => {
    const bad = ACTIONS.filter(({ action: a }) => a.changesStateViaGet && (a.method !== 'GET' || a.idempotent)).map(
      ({ resource, action }) => `${resource.key}!${action.name}`,
    );
    const badOps = RESOURCES.flatMap((r) =>
      OPERATION_NAMES.filter((n) => r.operations[n]?.changesStateViaGet && r.operations[n]?.method !== 'GET').map((n) => `${r.key}.${n}`),
    );
    expect([...bad, ...badOps]).toEqual([]);
  });

  it('marks money writes, which are confirmed, never idempotent and never GETs', () => {
    const moneyName =
      /(recharge|withdraw|withdrawal|refund|refundApply|payment|divide|divideAmount|divideMoney|CapitalRecovery|BalanceRecovery|BalanceRecharge|cardMoney|place\/order|withholding|TotalBalance|FlowAdjust|saveOne2?|saveCompanyRecharge|confirmAccount|ensure|submitGrantCard|discount)/i;
    const lastName = (p: string) =>
      p
        .split('/')
        .filter((s) => s && !s.startsWith('{'))
        .slice(-2)
        .join('/');
    const unmarked = ACTIONS.filter(
      ({ action: a }) => a.method !== 'GET' && !a.read && moneyName.test(lastName(a.path)) && !a.moneyWrite,
    ).map(({ resource, action }) => `${resource.key}!${action.name}`);
    expect(unmarked).toEqual([]);
    const unsafe = ACTIONS.filter(({ action: a }) => a.moneyWrite && (a.idempotent || a.read || a.method === 'GET' || !a.confirm)).map(
      ({ resource, action }) => `${resource.key}!${action.name}`,
    );
    expect(unsafe).toEqual([]);
    const unsafeOps = RESOURCES.flatMap((r) =>
      OPERATION_NAMES.filter((n) => r.operations[n]?.moneyWrite && r.operations[n]?.method === 'GET').map((n) => `${r.key}.${n}`),
    );
    expect(unsafeOps).toEqual([]);
    expect(ACTIONS.filter(({ action }) => action.moneyWrite).length).toBeGreaterThan(30);
  });

  it('fetches exports as downloads, with no token in a URL', () => {
    const notDownload = ACTIONS.filter(({ action: a }) => /export|downloadInfo/i.test(a.path) && !a.download).map(
      ({ resource, action }) => `${resource.key}!${action.name}`,
    );
    expect(notDownload).toEqual([]);
    const tokenInUrl = CALLS.filter((c) => /token=|\$\{token\}|access_token/i.test(c.path)).map((c) => c.what);
    expect(tokenInUrl).toEqual([]);
  });
});

describe('i18n of the registry', () => {
  const keysOf = (r: ResourceDefinition) => {
    const labels = [
      r.titleKey,
      ...r.columns.map((c) => c.labelKey),
      ...r.searchFields.map((s) => s.labelKey),
      ...r.formFields.map((f) => f.labelKey),
      ...r.actions.map((a) => a.labelKey),
      ...(r.links ?? []).map((l) => l.labelKey),
    ];
    const enums = [...r.columns, ...r.searchFields, ...r.formFields].map((c) => c.enumKey).filter((k): k is string => Boolean(k));
    return { labels, enums };
  };

  it.each([
    ['zh', resourcesZh],
    ['en', resourcesEn],
  ] as const)('has every labelKey, titleKey and enumKey in %s (names the missing ones)', (_lang, tree) => {
    const missing = new Set<string>();
    for (const r of RESOURCES) {
      const { labels, enums } = keysOf(r);
      for (const k of labels) if (typeof lookup(tree, k) !== 'string' || !(lookup(tree, k) as string).trim()) missing.add(k);
      for (const k of enums) {
        const v = lookup(tree, k);
        if (!v || typeof v !== 'object' || Object.keys(v).length === 0 || Object.values(v).some((x) => typeof x !== 'string' || !x.trim()))
          missing.add(k);
      }
    }
    for (const a of RESOURCE_AREAS) if (typeof lookup(tree, `resources:area.${a}`) !== 'string') missing.add(`resources:area.${a}`);
    expect([...missing].sort()).toEqual([]);
  });

  it('has the same keys in zh and en, and Chinese text in zh', () => {
    expect(leafPaths(resourcesEn).sort()).toEqual(leafPaths(resourcesZh).sort());
    const titles = Object.values(resourcesZh.title) as string[];
    expect(titles.filter((t) => !/[\u4e00-\u9fff]/.test(t))).toEqual([]);
    const enTitles = Object.values(resourcesEn.title) as string[];
    expect(enTitles.filter((t) => /[\u4e00-\u9fff]/.test(t))).toEqual([]);
  });

  it('has no unused title keys (every title belongs to a definition)', () => {
    const used = new Set(RESOURCES.map((r) => r.key));
    expect(Object.keys(resourcesZh.title).filter((k) => !used.has(k))).toEqual([]);
  });
});

describe('catalogue (scripts/extract-catalogue.mjs)', () => {
  // The spec documents are not part of the project: CONSOLE_SPEC_DIR names their folder when they are at hand.
  const specDir = process.env.CONSOLE_SPEC_DIR ? resolve(process.cwd(), process.env.CONSOLE_SPEC_DIR) : null;
  const scriptUrl = pathToFileURL(resolve(process.cwd(), 'scripts/extract-catalogue.mjs')).href;

  it('is sorted by path then method, one entry per (path, method), each with its source', () => {
    expect(catalogue.length).toBeGreaterThan(300);
    for (let i = 1; i < catalogue.length; i++) {
      const a = catalogue[i - 1]!;
      const b = catalogue[i]!;
      const order = a.path < b.path ? -1 : a.path > b.path ? 1 : String(a.method).localeCompare(String(b.method));
      expect(order, `${entryLabel(a)} before ${entryLabel(b)}`).toBeLessThan(0);
    }
    expect(catalogue.filter((e) => !/^(000|001|002) §\d$/.test(e.source)).map(entryLabel)).toEqual([]);
    expect(catalogue.filter((e) => !/^\/(api\/|hotwords)/.test(e.path)).map(entryLabel)).toEqual([]);
  });

  it('equals what the extractor makes of the spec text (or, without CONSOLE_SPEC_DIR, is the committed non-empty sorted file)', async () => {
    if (!specDir || !existsSync(specDir)) {
      // The spec is outside the project; the sorted-and-non-empty test above covers the committed file.
      expect(catalogue.length).toBeGreaterThan(300);
      return;
    }
    const mod = (await import(/* @vite-ignore */ scriptUrl)) as {
      extractCatalogue: (docs: { id: string; text: string }[]) => CatalogueEntry[];
      readSpecDocs: (dir: string) => { id: string; text: string }[];
      catalogueJson: (entries: CatalogueEntry[]) => string;
    };
    const docs = mod.readSpecDocs(specDir);
    expect(docs.map((d) => d.id)).toEqual(['000', '001', '002']);
    const first = mod.extractCatalogue(docs);
    const again = mod.extractCatalogue([...docs].reverse());
    expect(JSON.parse(mod.catalogueJson(first))).toEqual(catalogue);
    expect(again).toEqual(first);
  });

  it('reads the spec shorthand the way the brief describes', async () => {
    const mod = (await import(/* @vite-ignore */ scriptUrl)) as {
      extractCatalogue: (docs: { id: string; text: string }[], options?: { checkTables?: boolean }) => CatalogueEntry[];
    };
    const text = [
      '## 7. Calls',
      '### System administration (/api/blade-system)',
      '- param: list, remove, submit.',
      '- GET /api/company/grant/list; POST /api/company/grant/saveOrUpdate (body); GET detail (id).',
      '- /api/cfx/coupon standard family.',
      '- Hot words: GET /hotwords/hotwords, GET /hotwords/hotwords/{id}.',
      '- GET /api/platform/stats/top, /middle.',
    ].join('\n');
    const out = mod.extractCatalogue([{ id: '000', text }], { checkTables: false }).map(entryLabel);
    expect(() => mod.extractCatalogue([{ id: '000', text }])).toThrow(/no longer has the line/);
    expect(out).toEqual([
      '* /api/blade-system/param/list',
      '* /api/blade-system/param/remove',
      '* /api/blade-system/param/submit',
      '* /api/cfx/coupon/detail',
      '* /api/cfx/coupon/list',
      '* /api/cfx/coupon/remove',
      '* /api/cfx/coupon/submit',
      'GET /api/company/grant/detail',
      'GET /api/company/grant/list',
      'POST /api/company/grant/saveOrUpdate',
      'GET /api/platform/stats/middle',
      'GET /api/platform/stats/top',
      'GET /hotwords/hotwords',
      'GET /hotwords/hotwords/{id}',
    ]);
  });

  it('finds the endpoints of every spec document', () => {
    const byDoc = (id: string) => catalogue.filter((e) => e.source.startsWith(id) || (e.alsoIn ?? []).some((s) => s.startsWith(id))).length;
    expect(byDoc('000')).toBeGreaterThan(100);
    expect(byDoc('001')).toBeGreaterThan(200);
    expect(byDoc('002')).toBeGreaterThan(200);
  });
});
