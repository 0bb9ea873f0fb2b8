// Extracts every endpoint path the three spec documents name into services/resources/catalogue.json.
//
//   node_modules/.bin/node scripts/extract-catalogue.mjs            writes the catalogue
//   node_modules/.bin/node scripts/extract-catalogue.mjs --check    exits 1 when the committed file differs
//   node_modules/.bin/node scripts/extract-catalogue.mjs --debug    also prints the prose it skipped
//
// The spec writes calls in a loose shorthand ("/api/blade-system" + "param: list, remove" → …/param/list,
// "GET /api/company/grant/list; GET detail (id)" → …/grant/detail, "/api/cfx/coupon standard family" → the
// four conventional operations). `extractCatalogue` reads that shorthand with a few fixed rules (below), plus a
// small table of lines whose prose defeats the rules (LINE_OVERRIDES) and of calls the prose names without a
// parseable path (ADDITIONS). Each table row quotes the spec line it stands for, and extraction fails when a
// quoted line is no longer in the spec. The function is pure: same text in, same catalogue out.
//
// Rules, per line (bullets, table rows: first cell only):
// - Full paths start with /api/, api/ (normalised to /api/) or /hotwords; a query (?id) is dropped, {id} kept.
// - "### Title (/api/x/)" gives the bullets under it a base; "label: items" gives a family (label = a path,
//   identifiers under the base, or "Prose (/api/x/)"); prose labels give no base, so their items are skipped.
// - A METHOD before a path or item is kept; it carries to later items of the same line until another METHOD
//   (a lone METHOD item, as in "page, {id}, POST, PUT", is the family's own path and carries nothing).
// - A path with a METHOD is an endpoint and makes its parent the base for relative items that follow
//   ("GET /api/company/grant/list; GET detail" → /api/company/grant/detail; "cardUser/save" after
//   /api/company/cardUser/list → /api/company/cardUser/save). "/x" or ".../x/y" replaces as many trailing
//   segments of the previous endpoint ("/api/platform/stats/top, /middle" → /api/platform/stats/middle).
// - A path without a METHOD is a family, unless its last segment reads as an endpoint (list, page, …Data,
//   export); "(a, b)" after a family lists its operations; "CRUD", "standard family", "standard operations",
//   or a family with no operations named give the conventional list, detail, remove, submit (spec 000 §7).
// - Items carry descriptors that are dropped: "(params)", "?query", "by code", "with id"; anything else
//   after an item name ("paged and detail search", "refundApply on two … platforms") is prose: skipped.
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'];
/** The conventional operations of a family (spec 000 §7 "Conventions", spec 001 §7). */
export const STANDARD_OPERATIONS = ['list', 'detail', 'remove', 'submit'];
const STANDARD_NOTE = 'standard family';
const BARE_NOTE = 'family named without operations: standard operations assumed (spec 000 §7 conventions)';
/** Words that look like item names but are prose. */
const PROSE_WORDS = new Set(['paged', 'read', 'their', 'the', 'a', 'on', 'for', 'calls', 'body', 'payload', 'optional']);
/** Last segments that make a method-less path an endpoint rather than a family. */
const ENDPOINT_TAIL = /(list$|lists$|Page$|page$|Data$|export$|Export$|^(get|select|query|find|check|send|update|save|export)[A-Z])/;
const NAME = /^(?:[A-Za-z_][\w-]*|\{\w+\})(?:\/(?:[A-Za-z_][\w-]*|\{\w+\}))*$/;
const FULL_PATH_SOURCE = String.raw`(?:^|(?<=[\s(,;:]))(\/api\/[\w{}\/-]*|api\/[\w{}\/-]+|\/hotwords(?:\/[\w{}-]+)*)`;
const FULL_PATH = new RegExp(FULL_PATH_SOURCE, 'g');
const HAS_PATH = new RegExp(FULL_PATH_SOURCE);

/**
 * Lines whose prose the rules cannot read: the heuristic output of the line is replaced by these endpoints.
 * `line` is the start of the spec line (after "- "), quoted exactly.
 */
export const LINE_OVERRIDES = [
  {
    doc: '000',
    line: '/api/blade-resource: sms, oss CRUD, enable, send-message; attach CRUD.',
    why: 'sms and oss are families; enable and send-message belong to them (BladeX sms/oss controllers), attach is a family',
    endpoints: [
      ...['list', 'detail', 'remove', 'submit', 'enable', 'send-message'].map((op) => ({ path: `/api/blade-resource/sms/${op}` })),
      ...['list', 'detail', 'remove', 'submit', 'enable'].map((op) => ({ path: `/api/blade-resource/oss/${op}` })),
      ...STANDARD_OPERATIONS.map((op) => ({ path: `/api/blade-resource/attach/${op}` })),
    ],
  },
  {
    doc: '000',
    line: 'work: start, claim, todo, send, done lists; claim-task; complete-task.',
    why: '"start, claim, todo, send, done lists" are the five task lists (BladeX start-list … done-list)',
    endpoints: [
      ...['start-list', 'claim-list', 'todo-list', 'send-list', 'done-list'].map((op) => ({ path: `/api/blade-flow/work/${op}` })),
      { path: '/api/blade-flow/work/claim-task' },
      { path: '/api/blade-flow/work/complete-task' },
    ],
  },
  {
    doc: '001',
    line: '/api/equipmentInfo, equipmentStatsInfo, stationStatusInfo; /api/feie/shellprinter;',
    why: 'equipmentStatsInfo and stationStatusInfo are sibling families of /api/equipmentInfo, all standard families',
    endpoints: [
      '/api/equipmentInfo',
      '/api/equipmentStatsInfo',
      '/api/stationStatusInfo',
      '/api/feie/shellprinter',
      '/api/excelExpert/dictexcel',
      '/api/blade-desk/notice',
      '/api/advertisement/advertisement',
      '/api/advertising_position/advertisingposition',
    ].flatMap((base) => STANDARD_OPERATIONS.map((op) => ({ path: `${base}/${op}`, note: STANDARD_NOTE }))),
  },
  {
    doc: '002',
    line: 'POST /api/merchantAccount/merchantaccount/divideMoney/{id}; GET sendDivideCode;',
    why: '"merchant and merchantaccount CRUD" are the /api/merchant/merchant and /api/merchantAccount/merchantaccount families',
    endpoints: [
      { path: '/api/merchantAccount/merchantaccount/divideMoney/{id}', method: 'POST' },
      { path: '/api/merchantAccount/merchantaccount/sendDivideCode', method: 'GET' },
      { path: '/api/merchantAccount/merchantaccount/sendWithholdingCode', method: 'GET' },
      { path: '/api/merchantAccount/merchantaccount/withholdingOrder', method: 'POST' },
      { path: '/api/merchantAccount/merchantaccount/feeAccountRecharge', method: 'POST' },
      ...['/api/merchant/merchant', '/api/merchantAccount/merchantaccount', '/api/merchantAccount/recharge'].flatMap((base) =>
        STANDARD_OPERATIONS.map((op) => ({ path: `${base}/${op}`, note: STANDARD_NOTE })),
      ),
    ],
  },
  {
    doc: '002',
    line: 'A placeholder GET on /api/ for applet configuration.',
    why: 'the path is the bare /api/ root',
    endpoints: [{ path: '/api/', method: 'GET', note: 'placeholder GET for applet configuration' }],
  },
];

/** Calls the prose names whose path the rules cannot build; each quotes its spec line. */
export const ADDITIONS = [
  {
    doc: '002',
    line: 'Enterprise contract: list, detail, remove, submit; POST api/businessinfo/getApproval;',
    why: 'the enterprise contract family is /api/jxq/enterprisecontract (spec 001 §7 Merchants)',
    endpoints: STANDARD_OPERATIONS.map((op) => ({ path: `/api/jxq/enterprisecontract/${op}` })),
  },
  {
    doc: '002',
    line: 'Silent authorization: CRUD and POST /api/jxq/silentauthorization/JXQsubmit with id.',
    why: 'CRUD of the family the JXQsubmit path belongs to',
    endpoints: STANDARD_OPERATIONS.map((op) => ({ path: `/api/jxq/silentauthorization/${op}`, note: STANDARD_NOTE })),
  },
  {
    doc: '002',
    line: 'GET pageTeanComInfolist (deptFullName); GET getTeanComInfo/{id}; POST udpateTeanComInfo; POST udpateTotalBalance.',
    why: 'follows the Tenants (/api/blade-system/tenant/) line: tenants with their company info (spec 002 §1)',
    endpoints: [
      {
        path: '/api/blade-system/tenant/pageTeanComInfolist',
        method: 'GET',
        note: 'tenant company info; base taken from the Tenants line above it',
      },
      {
        path: '/api/blade-system/tenant/getTeanComInfo/{id}',
        method: 'GET',
        note: 'tenant company info; base taken from the Tenants line above it',
      },
      {
        path: '/api/blade-system/tenant/udpateTeanComInfo',
        method: 'POST',
        note: 'tenant company info; base taken from the Tenants line above it',
      },
      {
        path: '/api/blade-system/tenant/udpateTotalBalance',
        method: 'POST',
        note: 'tenant company info; base taken from the Tenants line above it',
      },
    ],
  },
  {
    doc: '002',
    line: 'Page and detail; supplierAccountFlow page and detail.',
    why: '"supplierAccountFlow page and detail" under Withdrawals (/api/withdrawRecord/withdrawrecord/)',
    endpoints: [
      {
        path: '/api/withdrawRecord/withdrawrecord/supplierAccountFlow/page',
        note: 'supplier account flow page (route /fleet/supplierAccountFlow)',
      },
      { path: '/api/withdrawRecord/withdrawrecord/supplierAccountFlow/detail', note: 'supplier account flow detail' },
    ],
  },
];

// ---------------------------------------------------------------------------------------------- helpers

function trimPath(p) {
  return p.length > 1 && p.endsWith('/') && p !== '/api/' ? p.slice(0, -1) : p;
}

function normalisePath(raw) {
  let p = raw.split('?')[0];
  if (p.startsWith('api/')) p = `/${p}`;
  return p;
}

/** Parent of an endpoint: drops trailing {param} segments, then the last segment. */
function parentOf(path) {
  const segs = path.split('/');
  while (segs.length > 1 && /^\{\w+\}$/.test(segs[segs.length - 1])) segs.pop();
  segs.pop();
  return segs.join('/');
}

function join2(base, rel) {
  const b = trimPath(base);
  const baseLast = b.split('/').pop();
  const relFirst = rel.split('/')[0];
  // "cardUser/save" after the /api/company/cardUser base names the family again.
  if (rel.includes('/') && relFirst === baseLast) return `${parentOf(b)}/${rel}`;
  return `${b}/${rel}`;
}

/** "/x/y" or ".../x/y" replaces the last segments of the previous endpoint. */
function replaceTail(previous, rel) {
  const tail = rel
    .replace(/^\.\.\.\//, '')
    .replace(/^\//, '')
    .split('/');
  const segs = previous.split('/');
  return [...segs.slice(0, segs.length - tail.length), ...tail].join('/');
}

/** Splits at separators that are not inside parentheses. */
function splitTop(text, sep) {
  const out = [];
  let depth = 0;
  let cur = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(') depth++;
    if (ch === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && text.startsWith(sep, i)) {
      out.push(cur);
      cur = '';
      i += sep.length - 1;
      continue;
    }
    cur += ch;
  }
  out.push(cur);
  return out.map((s) => s.trim()).filter(Boolean);
}

/** Sentences: split at ". " (or a final ".") outside parentheses; "..." is not a sentence end. */
function sentences(text) {
  const out = [];
  let depth = 0;
  let cur = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(') depth++;
    if (ch === ')') depth = Math.max(0, depth - 1);
    const next = text[i + 1];
    const prev = text[i - 1];
    if (depth === 0 && ch === '.' && (next === undefined || next === ' ') && prev !== '.') {
      out.push(cur);
      cur = '';
      continue;
    }
    cur += ch;
  }
  out.push(cur);
  return out.map((s) => s.trim()).filter(Boolean);
}

function stripParens(text) {
  let depth = 0;
  let out = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) out += ch;
  }
  return out.replace(/\s+/g, ' ').trim();
}

function parenContent(text) {
  const m = /\(([^()]*)\)/.exec(text);
  return m ? m[1] : null;
}

/** Drops descriptors ("by code", "with id ...") at the end of a comma segment. */
function dropDescriptors(seg) {
  return seg.replace(/\s+(?:by|with)\s.*$/, '').trim();
}

function isStdMarker(text) {
  return /\bCRUD\b|standard famil|standard operations/.test(text);
}

// ---------------------------------------------------------------------------------------------- parser

/**
 * Parses one line into endpoints. `ctx` holds the heading base and receives the skipped prose.
 */
function parseLine(line, ctx, emit) {
  let lastEndpoint = null;
  for (const sentence of sentences(line)) {
    let base = ctx.headingBase; // a sentence starts from the heading's base
    let families = null; // families a "label:" names; items apply to each
    let carry = null; // the METHOD carried to later items
    for (const clauseRaw of splitTop(sentence, ';')) {
      let clause = clauseRaw;
      const std = isStdMarker(clause);
      // "label: items"
      const colon = (() => {
        let depth = 0;
        for (let i = 0; i < clause.length; i++) {
          if (clause[i] === '(') depth++;
          if (clause[i] === ')') depth--;
          if (depth === 0 && clause[i] === ':' && (clause[i + 1] === ' ' || clause[i + 1] === undefined)) return i;
        }
        return -1;
      })();
      if (colon >= 0) {
        const label = clause.slice(0, colon).trim();
        clause = clause.slice(colon + 1).trim();
        const labelPaths = [...label.matchAll(FULL_PATH)].map((m) => trimPath(normalisePath(m[1])));
        const labelWords = splitTop(label, ',').flatMap((s) => splitTop(s, ' and '));
        if (labelPaths.length && labelWords.every((w) => HAS_PATH.test(w) || NAME.test(w) || /\(\/api/.test(w))) {
          families = labelPaths; // "/api/blade-log/usual, /api/blade-log/api: list and detail"
        } else if (labelPaths.length === 1 && /\(\/api\//.test(label)) {
          families = labelPaths; // "Silent signing (/api/jxq/silentsigning/): …"
        } else if (labelPaths.length === 0 && ctx.headingBase && labelWords.every((w) => NAME.test(w) && !PROSE_WORDS.has(w))) {
          families = labelWords.map((w) => `${trimPath(ctx.headingBase)}/${w}`); // "param: …", "dict and dict-biz: …"
        } else {
          families = []; // prose label: no base until a path appears
          base = null;
          ctx.skipped.push(`label "${label}"`);
        }
        if (families.length) base = families[families.length - 1];
        if (families.length && std && /^(standard famil|CRUD$)/.test(clause)) {
          for (const f of families) for (const op of STANDARD_OPERATIONS) emit({ path: `${f}/${op}`, method: null, note: STANDARD_NOTE });
          continue;
        }
      } else if (families === null) {
        families = base ? [base] : [];
      }
      // "/api/blade-user/ page, remove, …": a path ending in "/" followed by items is a label
      const slashLabel = /^(\/api\/[\w{}/-]*\/)\s+(\S.*)$/.exec(clause);
      if (slashLabel) {
        base = trimPath(slashLabel[1]);
        families = [base];
        clause = slashLabel[2];
      }
      // "X and Y under /api/…"
      const under = /^(.*)\s+under\s+(\/api\/[\w{}/-]+)$/.exec(clause);
      if (under) {
        base = trimPath(under[2]);
        families = [base];
        clause = under[1];
      }
      for (const segRaw of splitTop(clause, ',')) {
        if (/^(body|payload)\b/.test(segRaw)) break; // the rest of the clause is a payload
        if (/\bcalls$/.test(segRaw)) {
          ctx.skipped.push(`"${segRaw}"`);
          continue;
        }
        const seg = HAS_PATH.test(segRaw) ? segRaw : dropDescriptors(segRaw);
        for (let item of splitTop(seg, ' and ').flatMap((s) => splitTop(s, ' plus '))) {
          item = item.replace(/^(and|plus)\s+/, '').trim();
          if (!item) continue;
          const pathMatch = [...item.matchAll(FULL_PATH)][0];
          if (pathMatch) {
            const path = normalisePath(pathMatch[1]);
            const before = item.slice(0, pathMatch.index).trim().split(/\s+/).pop() ?? '';
            const after = item.slice(pathMatch.index + pathMatch[0].length).trim();
            const method = METHODS.includes(before) ? before : null;
            const parens = parenContent(after);
            const afterWords = stripParens(after).replace(/^\?\S*\s*/, '');
            if (method) {
              emit({ path: trimPath(path), method });
              carry = method;
              lastEndpoint = trimPath(path);
              base = parentOf(trimPath(path));
              families = [base];
              if (afterWords && !/^(with|by)\b/.test(afterWords)) ctx.skipped.push(`after ${path}: "${afterWords}"`);
              continue;
            }
            const p = trimPath(path);
            if (parens !== null && !/^(with|by)\b/.test(afterWords)) {
              // "/api/escrowRecharge (list, saveCompanyRecharge, …)": the family's operations
              base = p;
              families = [p];
              if (std) for (const op of STANDARD_OPERATIONS) emit({ path: `${p}/${op}`, method: null, note: STANDARD_NOTE });
              for (const innerSeg of splitTop(parens, ',')) {
                for (let inner of splitTop(innerSeg, ' and ')) {
                  inner = inner
                    .replace(/^and\s+/, '')
                    .split('?')[0]
                    .trim();
                  const words = inner.split(/\s+/);
                  let m = null;
                  if (METHODS.includes(words[0])) m = words.shift();
                  if (words.length !== 1 || !NAME.test(words[0]) || PROSE_WORDS.has(words[0])) {
                    ctx.skipped.push(`in (${parens}): "${inner}"`);
                    continue;
                  }
                  emit({ path: `${p}/${words[0]}`, method: m });
                }
              }
              continue;
            }
            if (std || /^(standard famil|CRUD)/.test(afterWords)) {
              for (const op of STANDARD_OPERATIONS) emit({ path: `${p}/${op}`, method: null, note: STANDARD_NOTE });
              base = p;
              families = [p];
              continue;
            }
            const last = p.split('/').pop() ?? '';
            if (ENDPOINT_TAIL.test(last)) {
              emit({ path: p, method: carry });
              lastEndpoint = p;
              base = parentOf(p);
              families = [base];
            } else if (p === '/api/') {
              ctx.skipped.push(`bare /api/ in "${item}"`);
            } else {
              for (const op of STANDARD_OPERATIONS) emit({ path: `${p}/${op}`, method: null, note: BARE_NOTE });
              base = p;
              families = [p];
            }
            if (afterWords && !/^(with|by)\b/.test(afterWords)) ctx.skipped.push(`after ${path}: "${afterWords}"`);
            continue;
          }
          // relative item
          const words = stripParens(item).split(/\s+/).filter(Boolean);
          let method = null;
          const mIdx = words.findIndex((w) => METHODS.includes(w));
          let name;
          if (mIdx >= 0) {
            const lead = words.slice(0, mIdx);
            if (lead.some((w) => !['a', 'separate', 'and'].includes(w))) {
              ctx.skipped.push(`"${item}"`);
              continue;
            }
            method = words[mIdx];
            name = words[mIdx + 1];
            if (words.length > mIdx + 2) {
              ctx.skipped.push(`"${item}"`);
              continue;
            }
          } else {
            if (words.length === 1 && words[0] === 'CRUD') {
              for (const f of families)
                for (const op of STANDARD_OPERATIONS) emit({ path: `${f}/${op}`, method: null, note: STANDARD_NOTE });
              continue;
            }
            if (words.length === 2 && words[1] === 'CRUD' && STANDARD_OPERATIONS.includes(words[0])) {
              for (const f of families)
                for (const op of STANDARD_OPERATIONS) emit({ path: `${f}/${op}`, method: null, note: STANDARD_NOTE });
              continue;
            }
            if (/^standard famil/.test(item)) {
              for (const f of families)
                for (const op of STANDARD_OPERATIONS) emit({ path: `${f}/${op}`, method: null, note: STANDARD_NOTE });
              continue;
            }
            if (words.length !== 1) {
              ctx.skipped.push(`"${item}"`);
              continue;
            }
            name = words[0];
          }
          if (name === undefined) {
            // a lone METHOD: the family's own path ("/api/admin/agent: page, {id}, POST, PUT")
            for (const f of families) emit({ path: f, method });
            continue;
          }
          name = name.split('?')[0];
          if (/^[A-Z][a-z]+$/.test(name) && STANDARD_OPERATIONS.concat(['page']).includes(name.toLowerCase())) name = name.toLowerCase();
          const tailRel = /^(\.\.\.)?\//.test(name);
          const clean = name.replace(/^(\.\.\.)?\//, '');
          if (!NAME.test(clean) || PROSE_WORDS.has(clean)) {
            ctx.skipped.push(`"${item}"`);
            continue;
          }
          if (method) carry = method;
          const m = method ?? carry;
          if (tailRel) {
            if (!lastEndpoint) {
              ctx.skipped.push(`"${item}" (no previous endpoint)`);
              continue;
            }
            const p = replaceTail(lastEndpoint, name);
            emit({ path: p, method: m });
            lastEndpoint = p;
            continue;
          }
          if (!families.length) {
            ctx.skipped.push(`"${item}" (no base)`);
            continue;
          }
          for (const f of families) {
            const p = join2(f, clean);
            emit({ path: p, method: m });
            lastEndpoint = p;
          }
        }
      }
    }
  }
}

/**
 * The catalogue of the spec documents. `docs` are `{ id: '000', text }`; the answer is sorted by path then
 * method and has one entry per (path, method); a path named with a method drops its method-less entries.
 * With `checkTables` (the default) a table row whose quoted line is not in its document is an error.
 */
export function extractCatalogue(docs, { checkTables = true } = {}) {
  const raw = [];
  const skipped = [];
  for (const doc of [...docs].sort((a, b) => a.id.localeCompare(b.id))) {
    const lines = doc.text.split(/\r?\n/);
    const overridesUsed = new Set();
    let section = '';
    const ctx = { headingBase: null, skipped: [] };
    for (const rawLine of lines) {
      const h2 = /^##\s+(\d+)\./.exec(rawLine);
      if (h2) {
        section = h2[1];
        ctx.headingBase = null;
        continue;
      }
      if (/^###\s/.test(rawLine)) {
        const m = /\((\/api\/[\w{}/-]*)\)\s*$/.exec(rawLine);
        ctx.headingBase = m ? trimPath(m[1]) : null;
        continue;
      }
      let line = rawLine.trim();
      if (!line) continue;
      if (line.startsWith('|')) {
        const cells = line.split('|').map((c) => c.trim());
        line = cells[1] ?? '';
        if (/^-+$/.test(line) || line === 'Method and path') continue;
      } else {
        line = line.replace(/^-\s+/, '');
      }
      const source = `${doc.id} §${section}`;
      const override = LINE_OVERRIDES.find((o) => o.doc === doc.id && line.startsWith(o.line));
      if (override) {
        overridesUsed.add(override);
        for (const e of override.endpoints)
          raw.push({ path: e.path, method: e.method ?? null, source, note: e.note ?? `override: ${override.why}` });
        continue;
      }
      for (const add of ADDITIONS) {
        if (add.doc === doc.id && line.startsWith(add.line)) {
          overridesUsed.add(add);
          for (const e of add.endpoints)
            raw.push({ path: e.path, method: e.method ?? null, source, note: e.note ?? `addition: ${add.why}` });
        }
      }
      const emit = (e) => raw.push({ ...e, source });
      if (section === '7') {
        parseLine(line, ctx, emit);
      } else {
        // outside the calls section only explicit "METHOD /api/…" mentions are endpoints
        for (const m of line.matchAll(/\b(GET|POST|PUT|DELETE)\s+(\/api\/[\w{}/-]+|\/hotwords[\w{}/-]*)/g)) {
          emit({ path: trimPath(normalisePath(m[2])), method: m[1] });
        }
      }
    }
    for (const row of [...LINE_OVERRIDES, ...ADDITIONS]) {
      if (checkTables && row.doc === doc.id && !overridesUsed.has(row))
        throw new Error(`spec ${doc.id} no longer has the line "${row.line}"`);
    }
    skipped.push(...ctx.skipped.map((s) => `${doc.id}: ${s}`));
  }
  // merge: one entry per (path, method); method-less entries go when the path has a method
  const byPath = new Map();
  for (const e of raw) {
    if (!byPath.has(e.path)) byPath.set(e.path, []);
    byPath.get(e.path).push(e);
  }
  const out = [];
  for (const [path, entries] of byPath) {
    const withMethod = entries.filter((e) => e.method);
    const keep = withMethod.length ? withMethod : entries;
    const sources = [...new Set(entries.map((e) => e.source))];
    const methods = [...new Set(keep.map((e) => e.method))];
    for (const method of methods) {
      const mine = keep.filter((e) => e.method === method);
      const note = mine.map((e) => e.note).find(Boolean);
      const entry = { path, method, source: sources[0] };
      if (sources.length > 1) entry.alsoIn = sources.slice(1);
      if (note) entry.note = note;
      out.push(entry);
    }
  }
  out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : String(a.method).localeCompare(String(b.method))));
  Object.defineProperty(out, 'skipped', { value: skipped, enumerable: false });
  return out;
}

/** Reads the spec documents of a folder as `{ id, text }` (id = the three-digit prefix). */
export function readSpecDocs(specDir) {
  return readdirSync(specDir)
    .filter((f) => /^\d{3}_.*\.txt$/.test(f))
    .sort()
    .map((f) => ({ id: f.slice(0, 3), text: readFileSync(join(specDir, f), 'utf8') }));
}

/** The JSON text written to catalogue.json. */
export function catalogueJson(entries) {
  return `${JSON.stringify(entries, null, 2)}\n`;
}

const here = dirname(fileURLToPath(import.meta.url));
/** The folder holding the three spec documents (`000_*.txt` …): `--spec DIR`, else CONSOLE_SPEC_DIR. */
const specArg = process.argv.indexOf('--spec');
export const SPEC_DIR = specArg > 0 ? process.argv[specArg + 1] : process.env.CONSOLE_SPEC_DIR;
export const CATALOGUE_FILE = join(here, '..', 'services', 'resources', 'catalogue.json');

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!SPEC_DIR || !existsSync(SPEC_DIR)) {
    console.error(`no spec folder (${SPEC_DIR ?? 'give --spec DIR or CONSOLE_SPEC_DIR'})`);
    process.exit(2);
  }
  const entries = extractCatalogue(readSpecDocs(SPEC_DIR));
  const text = catalogueJson(entries);
  if (process.argv.includes('--debug')) for (const s of entries.skipped) console.log(`skipped ${s}`);
  const counts = {};
  for (const e of entries) counts[e.source.slice(0, 3)] = (counts[e.source.slice(0, 3)] ?? 0) + 1;
  if (process.argv.includes('--check')) {
    const same = existsSync(CATALOGUE_FILE) && readFileSync(CATALOGUE_FILE, 'utf8') === text;
    console.log(same ? 'catalogue.json is up to date' : 'catalogue.json differs from the spec: run scripts/extract-catalogue.mjs');
    process.exit(same ? 0 : 1);
  }
  writeFileSync(CATALOGUE_FILE, text);
  console.log(
    `${entries.length} endpoints (${Object.entries(counts)
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ')}) → ${CATALOGUE_FILE}`,
  );
}
