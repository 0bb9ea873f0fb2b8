import '@/components/components.css';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowMachine } from '@/components/use-flow-machine';
import {
  Button,
  Callout,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  FileInput,
  HTMLTable,
  Intent,
  Menu,
  MenuItem,
  PopoverNext,
  Spinner,
} from '@blueprintjs/core';
import { selectActionBusy, selectActionCommand, selectActionView } from '@machines/resource/action.selectors';
import type { ResourceRow } from '@machines/resource/editor.types';
import { actionInputs, actionRequest, actionSend, fileParams, selectionParam } from '@services/api/resource-client';
import { permitted } from '@services/resources/permissions';
import { fillRoute, type ActionDefinition, type ColumnDefinition, type ResourceDefinition, type RowLink } from '@services/resources/types';
import { RESOURCES } from '@services/resources/registry';
import { useNavigate } from 'react-router-dom';
import { bindResourceAction, type ResourceDeps } from '@/screens/resource/resource-machines';
import { FormField, SubmitForm } from '@/components/form-field';
import { ComposedCommandDialog } from '@/components/command-dialog';
import { RequestDetails } from '@/components/confirm-dialog';
import { FactsPanel, type Fact } from '@/components/facts-panel';
import { newOperation } from '@/components/use-command';
import { useLeaveQuestion, useUnsavedGuard } from '@/components/unsaved-guard';
import { displayFen } from '@/lib/money';
import { formatCell } from '@/screens/resource/definition-columns';
import { RowMenu, type RowMenuItem } from '@/components/row-menu';
import { ActionInputField, type CodeSent, fieldOf, inputLabelKey, typedInputs, typedProblems } from './action-inputs';

/** The custom actions of a definition the button map allows (`<permission>_<action>`), by kind. */
export function allowedActions(def: ResourceDefinition, buttons: Record<string, true> | undefined) {
  const ok = def.actions.filter((a) => permitted(buttons, def.permission, a.name));
  return { page: ok.filter((a) => a.kind === 'page'), bulk: ok.filter((a) => a.kind === 'bulk'), row: ok.filter((a) => a.kind === 'row') };
}

/** What a click on an action asks for: the action and its target. */
export interface ActionRequest {
  action: ActionDefinition;
  row?: ResourceRow;
  ids?: readonly string[];
  /** The list's search when the action was asked for (exports send it). */
  query?: Record<string, string | number>;
  seq: number;
}

const SHOWN = 4;

/** Toolbar buttons of page and bulk actions: the first few as buttons, the rest under 更多操作. */
export function ActionToolbar({ actions, onRun }: { actions: readonly ActionDefinition[]; onRun: (a: ActionDefinition) => void }) {
  const { t } = useTranslation(['resourceUi', 'resources']);
  if (actions.length === 0) return null;
  const shown = actions.slice(0, SHOWN);
  const rest = actions.slice(SHOWN);
  const icon = (a: ActionDefinition) =>
    a.download
      ? 'download'
      : a.read
        ? 'search-template'
        : a.moneyWrite
          ? 'bank-account'
          : actionSend(a) === 'multipart'
            ? 'upload'
            : 'play';
  return (
    <>
      {shown.map((a) => (
        <Button key={a.name} variant="outlined" icon={icon(a)} text={t(a.labelKey)} onClick={() => onRun(a)} />
      ))}
      {rest.length > 0 && (
        <PopoverNext
          placement="bottom-start"
          content={
            <Menu aria-label={t('resourceUi:action.moreActions')}>
              {rest.map((a) => (
                <MenuItem key={a.name} icon={icon(a)} text={t(a.labelKey)} onClick={() => onRun(a)} />
              ))}
            </Menu>
          }
        >
          <Button variant="outlined" endIcon="caret-down" text={t('resourceUi:action.moreActions')} />
        </PopoverNext>
      )}
    </>
  );
}

/** The row actions of one row, under a 更多 menu in the row's action cell. */
export function RowActionsMenu({
  actions,
  links = [],
  row,
  label,
  onRun,
}: {
  actions: readonly ActionDefinition[];
  /** Pages the record leads to. */
  links?: readonly RowLink[];
  row?: ResourceRow;
  label: string;
  onRun: (a: ActionDefinition) => void;
}) {
  const { t } = useTranslation(['resourceUi', 'resources']);
  const navigate = useNavigate();
  const items: RowMenuItem[] = [
    ...actions.map((a) => ({ text: t(a.labelKey), onClick: () => onRun(a) })),
    ...(row ? links.map((l): RowMenuItem => ({ text: t(l.labelKey), icon: 'share', onClick: () => navigate(fillRoute(l.to, row)) })) : []),
  ];
  return <RowMenu label={label} items={items} />;
}

/** A value of an answer, as text. */
function show(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** Money fields of every family by name (an answer may carry another family's records: a goods' cost prices). */
let moneyFields: ReadonlyMap<string, ColumnDefinition> | null = null;
const moneyColumnOf = (field: string) => {
  moneyFields ??= new Map(RESOURCES.flatMap((d) => d.columns.filter((c) => c.kind === 'money').map((c) => [c.field, c] as const)));
  return moneyFields.get(field);
};

/**
 * A field of an action's answer as its column would show it: the family's own column of that name, else a money
 * column of that name elsewhere (money is sent in fen and shown in ¥); right-aligned when it is money.
 */
function useAnswerCell(def: ResourceDefinition) {
  const { t } = useTranslation(['resourceUi', 'resources']);
  return (field: string, row: Readonly<Record<string, unknown>>) => {
    const col = def.columns.find((c) => c.field === field) ?? moneyColumnOf(field);
    const value = row[field];
    if (!col || typeof value === 'object') return { text: show(value), money: false };
    return { text: formatCell(col, row, t), money: col.kind === 'money' };
  };
}

/** An action's answer: a list as a table, an object as label/value rows, anything else as text. */
function Answer({ def, data }: { def: ResourceDefinition; data: unknown }) {
  const { t } = useTranslation(['resourceUi', 'resources']);
  const cell = useAnswerCell(def);
  const label = (field: string) => t(`resources:field.${field}`, { defaultValue: field });
  if (data === null || data === undefined || (Array.isArray(data) && data.length === 0))
    return <p className={Classes.TEXT_MUTED}>{t('resourceUi:action.noResult')}</p>;
  if (Array.isArray(data)) {
    const rows = data.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null);
    const fields = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((f) => f !== 'id').slice(0, 8);
    return (
      <div className="fc-scroll">
        <HTMLTable compact striped className="fc-table" aria-label={t('resourceUi:action.result')}>
          <thead>
            <tr>
              {fields.map((f) => (
                <th key={f}>{label(f)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, 50).map((r, i) => (
              <tr key={show(r.id) || i}>
                {fields.map((f) => {
                  const c = cell(f, r);
                  return (
                    <td key={f} className={c.money ? 'fc-money' : undefined}>
                      {c.text}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    );
  }
  if (typeof data === 'object') {
    const row = data as Record<string, unknown>;
    return (
      <HTMLTable compact aria-label={t('resourceUi:action.result')}>
        <tbody>
          {Object.keys(row).map((k) => (
            <tr key={k}>
              <th scope="row">{label(k)}</th>
              <td>{cell(k, row).text}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    );
  }
  return <p>{show(data)}</p>;
}

/** i18next's `t` as the confirmation uses it: a key, and the text shown when it is missing. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The columns that name a record: the first visible text or reference columns it has a value for. */
function namingFacts(def: ResourceDefinition, row: ResourceRow, t: Translate, count = 2): Fact[] {
  return def.columns
    .filter((c) => !c.hidden && (c.kind === 'text' || c.kind === 'ref'))
    .map((c): Fact => [t(c.labelKey, { defaultValue: c.field }), formatCell(c, row, t)])
    .filter(([, v]) => v !== '')
    .slice(0, count);
}

/**
 * What a custom action will do, in words, for its confirmation: the record it acts on (its naming columns and its
 * amount), how many are selected, and every value it sends — each labelled as the family labels it, money as ¥,
 * an enum by its label. The raw request goes behind 请求详情.
 */
export function actionLines(
  def: ResourceDefinition,
  action: ActionDefinition,
  target: { row?: ResourceRow | undefined; ids?: readonly string[] | undefined; values: Readonly<Record<string, string>> },
  files: Readonly<Record<string, readonly File[]>>,
  t: Translate,
): Fact[] {
  const lines: Fact[] = [];
  const row = target.row;
  const typed = new Map((action.inputs ?? []).map((i) => [i.name, i]));
  // a picked record is said by its name (sent beside its id), not by its id
  const named = new Set([...typed.values()].filter((i) => i.labelAs).map((i) => i.name));
  if (row && action.kind === 'row') {
    lines.push(...namingFacts(def, row, t));
    // the amount a typed amount replaces is said with it (¥old → ¥new)
    const amount = def.columns.find(
      (c) => c.kind === 'money' && !c.hidden && row[c.field] !== null && row[c.field] !== undefined && !typed.has(c.field),
    );
    if (amount) lines.push([t(amount.labelKey, { defaultValue: amount.field }), formatCell(amount, row, t)]);
  }
  if (action.kind === 'bulk')
    lines.push([t('resourceUi:action.selectedRows'), t('resourceUi:action.selectedCount', { count: target.ids?.length ?? 0 })]);
  const pathNames = [...action.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const names = [...new Set([...(action.params ?? []), ...pathNames, ...Object.keys(target.values), ...Object.keys(files)])].filter(
    (n) => !(n === 'id' && action.kind === 'row') && !(action.kind === 'bulk' && n === selectionParam(action)) && !named.has(n),
  );
  for (const name of names) {
    const field = fieldOf(def, action, name);
    const input = typed.get(name);
    const label = t(input?.labelKey ?? field.labelKey, { defaultValue: name });
    if (files[name]) {
      lines.push([label, files[name].map((f) => f.name).join(', ')]);
      continue;
    }
    const raw = target.values[name] ?? row?.[name];
    if (raw === null || raw === undefined || String(raw).trim() === '') continue;
    const text = String(raw).trim();
    const was = input?.kind === 'money' && row ? displayFen(row[name]) : '';
    if (was) lines.push([label, <strong key={name}>{`${was} → ${displayFen(text) || text}`}</strong>]);
    else if (field.money || input?.kind === 'money') lines.push([label, <strong key={name}>{displayFen(text) || text}</strong>]);
    else if (field.enumKey) lines.push([label, t(`${field.enumKey}.${text}`, { defaultValue: text })]);
    else lines.push([label, text]);
  }
  // a field already named by the record's own facts is said once
  return lines.filter((line, i) => lines.findIndex((l) => l[0] === line[0]) === i);
}

/** A found record in words (the check after a lost answer): its naming columns and its amount. */
function describeFoundRow(def: ResourceDefinition, record: unknown, t: Translate): string | null {
  if (!record || typeof record !== 'object' || Array.isArray(record)) return null;
  const row = record as ResourceRow;
  const facts = namingFacts(def, row, t, 1);
  const money = def.columns.filter((c) => c.kind === 'money' && row[c.field] !== null && row[c.field] !== undefined).slice(0, 2);
  const parts = [...facts, ...money.map((c): Fact => [t(c.labelKey, { defaultValue: c.field }), formatCell(c, row, t)])];
  return parts.length ? parts.map(([label, value]) => `${label} ${String(value)}`).join('，') : null;
}

export interface ActionDialogProps {
  definition: ResourceDefinition;
  request: ActionRequest;
  deps: Pick<ResourceDeps, 'success'>;
  /** Called when the dialog ends; `changed` when a write ran (the list reloads). */
  onFinished: (changed: boolean) => void;
}

/**
 * Runs one custom action through the action machine: asks for the parameters the row or selection does not
 * give, shows exactly what will be sent before a confirmed or money action, blocks a second submit while it
 * runs, and shows a read's answer. A write's refusal, and the check after its answer was lost, are shown by the
 * command's dialog over this one.
 */
export function ActionDialog({ definition: def, request, deps, onFinished }: ActionDialogProps) {
  const { t } = useTranslation(['resourceUi', 'resources']);
  const { action } = request;
  const machine = useMemo(() => bindResourceAction(deps), [deps]);
  const inputs = actionInputs(action, request.row);
  const fileInputs = fileParams(action);
  const typed = typedInputs(
    def,
    action,
    inputs.filter((n) => !fileInputs.includes(n)),
  );
  const optional = typed.filter((i) => i.optional).map((i) => i.name);
  // what the user typed, as typed (an amount in yuan): the machine holds what is sent (fen)
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [codes, setCodes] = useState<Record<string, CodeSent>>({});
  const write = !action.read && !action.download;
  const confirm = Boolean(action.confirm || action.moneyWrite);
  // a write that asks nothing was confirmed by the click that opened this dialog
  const [opened] = useState(() => (write && inputs.length === 0 && !confirm ? newOperation() : undefined));
  const [snap, send] = useFlowMachine(machine, {
    input: {
      resource: def.key,
      action: action.name,
      ...(request.row ? { row: request.row } : {}),
      ...(request.ids ? { ids: request.ids } : {}),
      ...(request.query ? { query: request.query } : {}),
      inputs,
      fileInputs,
      optional,
      confirm,
      read: Boolean(action.read && !action.download),
      write,
      ...(opened ? { opened } : {}),
    },
  });
  const view = selectActionView(snap);
  const command = selectActionCommand(snap);
  const busy = selectActionBusy(snap);
  const { values, files, errors, error, result } = snap.context;
  const title = t(action.labelKey);

  useEffect(() => {
    if (view === 'closed') onFinished(!action.read);
  }, [view, onFinished, action.read]);

  // what will be sent: shown before a confirmed action, and behind 请求详情 of the write's command dialog
  const shown = useMemo(() => {
    const req = actionRequest(action, {
      ...(request.row ? { row: request.row } : {}),
      ...(request.ids ? { ids: request.ids } : {}),
      ...(request.query ? { query: request.query } : {}),
      inputs: values,
      files,
    });
    const out: Record<string, unknown> = {};
    if (req.params) out.params = req.params;
    if (req.data !== undefined && !(req.data instanceof FormData)) out.body = req.data;
    if (req.data instanceof FormData) out.multipart = [...req.data.entries()].map(([k, v]) => `${k}=${typeof v === 'string' ? v : v.name}`);
    return { method: action.method, url: req.url, payload: out };
  }, [action, request.row, request.ids, request.query, values, files]);
  // what will be done, in words (the request itself is behind 请求详情)
  const say = useMemo(
    (): Translate =>
      (key, options = {}) =>
        String(t(key, options)),
    [t],
  );
  const lines = useMemo(
    () => actionLines(def, action, { row: request.row, ids: request.ids, values }, files, say),
    [def, action, request.row, request.ids, values, files, say],
  );

  // values typed (or files chosen) and not yet sent: closing asks first, and so do the console tab and the browser
  // tab; a read that answered used them, a write that was done closes the dialog by itself
  const edited = Object.values(texts).some((text) => text !== '') || Object.values(files).some((chosen) => chosen.length > 0);
  const dirty = edited && view !== 'answer' && view !== 'closed';
  useUnsavedGuard(dirty);
  const leaving = useLeaveQuestion(dirty);

  const label = (name: string) => t(`resources:field.${name}`, { defaultValue: name });
  let body: ReactNode = null;
  let footer: ReactNode = null;
  const close = () => leaving.ask(() => send({ type: 'action.close' }));
  const submit = () => send({ type: 'action.submit', errors: typedProblems(typed, texts, request.row), ...newOperation() });
  const change = (name: string, value: string, text: string, also: Readonly<Record<string, string>> = {}) => {
    const next = { ...texts, [name]: text };
    send({ type: 'action.change', field: name, value });
    for (const [k, v] of Object.entries(also)) send({ type: 'action.change', field: k, value: v });
    // a new amount needs a new code: the code asked for the old one is cleared
    if (typed.find((i) => i.name === name)?.kind === 'money')
      for (const code of typed.filter((i) => i.kind === 'code' && (next[i.name] ?? '') !== '')) {
        next[code.name] = '';
        send({ type: 'action.change', field: code.name, value: '' });
      }
    setTexts(next);
  };
  if (view === 'form') {
    body = (
      <SubmitForm onSubmit={submit} problem={error && (error.text ?? t(error.key ?? 'resourceUi:action.failed'))}>
        {request.ids && request.ids.length > 0 && (
          <p className={Classes.TEXT_MUTED}>{t('resourceUi:action.selected', { count: request.ids.length })}</p>
        )}
        {inputs.map((name, i) => {
          const msg = errors[name];
          if (fileInputs.includes(name)) {
            const chosen = files[name] ?? [];
            return (
              <FormField key={name} label={label(name)} id={`action-${action.name}-${name}`} required error={msg ? t(msg) : undefined}>
                {(control) => (
                  <FileInput
                    fill
                    text={chosen.length ? chosen.map((f) => f.name).join(', ') : t('resourceUi:action.chooseFile')}
                    buttonText={t('resourceUi:action.browse')}
                    inputProps={{ ...control, multiple: true }}
                    onInputChange={(e) =>
                      send({ type: 'action.files', field: name, files: [...((e.currentTarget as HTMLInputElement).files ?? [])] })
                    }
                  />
                )}
              </FormField>
            );
          }
          const input = typed.find((x) => x.name === name)!;
          const named = t(inputLabelKey(def, action, input), { defaultValue: name });
          const picked = input.kind === 'ref' || input.kind === 'enum';
          return (
            <ActionInputField
              key={name}
              def={def}
              action={action}
              input={input}
              row={request.row}
              values={values}
              text={texts[name] ?? values[name] ?? ''}
              error={
                msg
                  ? t(picked && msg === 'resourceUi:editor.required' ? 'resourceUi:editor.requiredSelect' : msg, { label: named })
                  : undefined
              }
              first={i === 0}
              onChange={(value, text, also) => change(name, value, text, also)}
              sent={codes[name]}
              onSent={(sent) => setCodes((was) => ({ ...was, [name]: sent }))}
            />
          );
        })}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </SubmitForm>
    );
    footer = (
      <>
        <Button text={t('resourceUi:action.cancel')} onClick={close} />
        <Button intent={Intent.PRIMARY} text={t('resourceUi:action.ok')} onClick={submit} />
      </>
    );
  } else if (view === 'confirm' || view === 'running' || view === 'command' || view === 'failed') {
    body = (
      <>
        {view === 'failed' && error && (
          <Callout intent={Intent.DANGER} role="alert" className="fc-gap-below">
            {error.text ?? t(error.key ?? 'resourceUi:action.failed')}
          </Callout>
        )}
        {(view === 'running' || view === 'command') && !confirm ? (
          <Spinner size={30} aria-label={t('resourceUi:action.running')} />
        ) : (
          <div className="fc-stack">
            <p>{t('resourceUi:action.confirmText', { name: title })}</p>
            {lines.length ? <FactsPanel label={t('resourceUi:action.willDo')} items={lines} /> : null}
            <RequestDetails request={shown} />
          </div>
        )}
      </>
    );
    footer = (
      <>
        <Button
          text={t(view === 'failed' ? 'resourceUi:action.close' : 'resourceUi:action.cancel')}
          disabled={busy}
          onClick={() => (view === 'failed' ? close() : send({ type: 'action.back' }))}
        />
        <Button
          intent={action.moneyWrite ? Intent.DANGER : Intent.PRIMARY}
          loading={busy}
          text={t(view === 'failed' ? 'resourceUi:action.retry' : 'resourceUi:action.ok')}
          onClick={() => send({ type: 'action.confirm', ...newOperation() })}
        />
      </>
    );
  } else if (view === 'answer') {
    body = <Answer def={def} data={result} />;
    footer = (
      <>
        {inputs.length > 0 && <Button text={t('resourceUi:action.back')} onClick={() => send({ type: 'action.back' })} />}
        <Button intent={Intent.PRIMARY} text={t('resourceUi:action.close')} onClick={close} />
      </>
    );
  }

  return (
    <Dialog
      isOpen={view !== 'closed'}
      title={`${title} · ${t(def.titleKey)}`}
      onClose={busy ? undefined : close}
      canOutsideClickClose={false}
      canEscapeKeyClose={!busy}
      className="fc-dialog-medium"
    >
      <DialogBody>{body}</DialogBody>
      <DialogFooter actions={footer} />
      {command && (
        <ComposedCommandDialog
          actor={command}
          title={`${title} · ${t(def.titleKey)}`}
          lines={lines}
          request={shown}
          found={(record) => describeFoundRow(def, record, say)}
          intent={action.moneyWrite ? Intent.DANGER : Intent.PRIMARY}
        >
          <p>{t('resourceUi:action.confirmText', { name: title })}</p>
        </ComposedCommandDialog>
      )}
      {leaving.question}
    </Dialog>
  );
}
