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
  InputGroup,
  Intent,
  Menu,
  MenuItem,
  PopoverNext,
  Spinner,
} from '@blueprintjs/core';
import { selectActionBusy, selectActionCommand, selectActionView } from '@machines/resource/action.selectors';
import type { ResourceRow } from '@machines/resource/editor.types';
import { actionInputs, actionRequest, fileParams } from '@services/api/resource-client';
import { permitted } from '@services/resources/permissions';
import { fillRoute, type ActionDefinition, type ResourceDefinition, type RowLink } from '@services/resources/types';
import { useNavigate } from 'react-router-dom';
import { bindResourceAction, type ResourceDeps } from '@/screens/resource/resource-machines';
import { FormField, SubmitForm } from '@/components/form-field';
import { ComposedCommandDialog } from '@/components/command-dialog';
import { newOperation } from '@/components/use-command';

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
  const icon = (a: ActionDefinition) => (a.download ? 'download' : a.read ? 'search-template' : a.moneyWrite ? 'bank-account' : 'play');
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
  if (actions.length === 0 && (links.length === 0 || !row)) return null;
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu aria-label={label}>
          {actions.map((a) => (
            <MenuItem key={a.name} text={t(a.labelKey)} onClick={() => onRun(a)} />
          ))}
          {row &&
            links.map((l) => <MenuItem key={l.name} icon="share" text={t(l.labelKey)} onClick={() => navigate(fillRoute(l.to, row))} />)}
        </Menu>
      }
    >
      <Button
        size="small"
        variant="minimal"
        intent={Intent.PRIMARY}
        endIcon="caret-down"
        text={t('resourceUi:action.more')}
        aria-label={label}
      />
    </PopoverNext>
  );
}

/** A value of an answer, as text. */
function show(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** An action's answer: a list as a table, an object as label/value rows, anything else as text. */
function Answer({ data }: { data: unknown }) {
  const { t } = useTranslation(['resourceUi', 'resources']);
  const label = (field: string) => t(`resources:field.${field}`, { defaultValue: field });
  if (data === null || data === undefined || (Array.isArray(data) && data.length === 0))
    return <p className={Classes.TEXT_MUTED}>{t('resourceUi:action.noResult')}</p>;
  if (Array.isArray(data)) {
    const rows = data.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null);
    const fields = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((f) => f !== 'id').slice(0, 8);
    return (
      <div className="fc-scroll">
        <HTMLTable compact striped aria-label={t('resourceUi:action.result')}>
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
                {fields.map((f) => (
                  <td key={f}>{show(r[f])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    );
  }
  if (typeof data === 'object') {
    return (
      <HTMLTable compact aria-label={t('resourceUi:action.result')}>
        <tbody>
          {Object.entries(data as Record<string, unknown>).map(([k, v]) => (
            <tr key={k}>
              <th scope="row">{label(k)}</th>
              <td>{show(v)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    );
  }
  return <p>{show(data)}</p>;
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
  const payload = JSON.stringify({ [shown.method]: shown.url, ...shown.payload }, null, 2);

  const label = (name: string) => t(`resources:field.${name}`, { defaultValue: name });
  let body: ReactNode = null;
  let footer: ReactNode = null;
  const close = () => send({ type: 'action.close' });
  const submit = () => send({ type: 'action.submit', ...newOperation() });
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
          return (
            <FormField
              key={name}
              label={label(name)}
              id={`action-${action.name}-${name}`}
              required
              error={msg ? t(msg, { label: label(name) }) : undefined}
            >
              {(control) => (
                <InputGroup
                  {...control}
                  autoFocus={i === 0}
                  intent={msg ? Intent.DANGER : Intent.NONE}
                  value={values[name] ?? ''}
                  onValueChange={(v) => send({ type: 'action.change', field: name, value: v })}
                />
              )}
            </FormField>
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
          <>
            <p>{t('resourceUi:action.confirmText', { name: title })}</p>
            <p className={Classes.TEXT_MUTED}>{t('resourceUi:action.payload')}</p>
            <pre className={`${Classes.CODE_BLOCK} fc-scroll fc-scroll-short`} role="group" aria-label={t('resourceUi:action.payload')}>
              {payload}
            </pre>
          </>
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
    body = <Answer data={result} />;
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
          request={shown}
          intent={action.moneyWrite ? Intent.DANGER : Intent.PRIMARY}
        >
          <p>{t('resourceUi:action.confirmText', { name: title })}</p>
        </ComposedCommandDialog>
      )}
    </Dialog>
  );
}
