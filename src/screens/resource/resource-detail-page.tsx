import '@/i18n/resources-namespace';
import '@/components/components.css';
import './resource-screens.css';
import { registerResourceUi } from '@/i18n/resource-ui-namespace';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button, ButtonGroup, Callout, Card, Classes, HTMLTable, InputGroup, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import type { ResourceRow } from '@machines/resource/editor.types';
import * as client from '@services/api/resource-client';
import { resourceByKey } from '@services/resources/registry';
import { resourceButtons } from '@services/resources/permissions';
import type { ResourceDefinition } from '@services/resources/types';
import { useSession } from '@/components/session-context';
import { notifySuccess } from '@/components/toaster';
import type { ResourceDeps } from '@/screens/resource/resource-machines';
import { ActionDialog, ActionToolbar, allowedActions, type ActionRequest } from './resource-actions';
import { formatCell } from './definition-columns';
import { detailPath } from './detail-path';
import { useRequest } from '@/components/use-request';
import { useInvalidate } from '@/components/query-client';
import { FormField } from '@/components/form-field';
import { ResourceEditorDialog } from './resource-editor-dialog';

registerResourceUi();

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; row: ResourceRow };

/** Reads one record (the detail call, else the list filtered by id) through the read cache, under the family's key. */
function useRecord(def: ResourceDefinition | undefined, id: string): Load {
  const read = useRequest(def ? [def.key, 'detail', id] : null, (signal) =>
    def!.operations.detail
      ? client.detail(def!, id, signal)
      : client.page(def!, { current: 1, size: 200, filters: {} }, signal).then((p) => {
          const row = p.records.find((r) => client.rowId(def!, r) === id);
          if (!row) throw new Error('not found');
          return row;
        }),
  );
  if (read.status === 'done') return { state: 'ready', row: read.data };
  return read.status === 'failed' ? { state: 'failed' } : { state: 'loading' };
}

/** The fields of a record as label/value rows (the form fields, else the columns). */
export function RecordFields({ def, row }: { def: ResourceDefinition; row: ResourceRow }) {
  const { t } = useTranslation(['resourceUi', 'resources']);
  const fields = [...def.columns, ...def.formFields.filter((f) => !def.columns.some((c) => c.field === f.field))];
  return (
    <HTMLTable compact striped aria-label={t(def.titleKey)} className="fc-fill">
      <tbody>
        {fields.map((f) => (
          <tr key={f.field}>
            <th scope="row" className="resource-detail-key">
              {t(f.labelKey)}
            </th>
            <td>
              {formatCell(
                {
                  field: f.field,
                  labelKey: f.labelKey,
                  kind: f.kind === 'number' ? 'text' : f.kind === 'switch' ? 'boolean' : f.kind,
                  ...(f.enumKey ? { enumKey: f.enumKey } : {}),
                },
                row,
                (k, o) => t(k, o),
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/**
 * The detail page of a record (/detail/:resource/:id): its fields, its row actions, and previous/next through
 * the ids of the list it was opened from (kept in the navigation state).
 */
export function ResourceDetailPage() {
  useState(registerResourceUi);
  const { t } = useTranslation(['resourceUi', 'resources', 'common']);
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const def = resourceByKey(params.resource ?? '');
  const id = params.id ?? '';
  const load = useRecord(def, id);
  const invalidate = useInvalidate();
  const buttons = useSession((s) => s.context.profile?.buttons);
  const [action, setAction] = useState<ActionRequest | null>(null);
  const deps = useMemo<Pick<ResourceDeps, 'success'>>(() => ({ success: (text) => notifySuccess(text) }), []);
  const onActionFinished = useCallback(
    (changed: boolean) => {
      setAction(null);
      // an action changed the record: it and its family's list are read again
      if (changed && def) invalidate([def.key]);
    },
    [def, invalidate],
  );
  const ids = ((location.state as { ids?: string[] } | null)?.ids ?? []).filter((x) => typeof x === 'string');
  const at = ids.indexOf(id);
  if (!def) return <NonIdealState icon="search" title={t('resourceUi:detail.notFound')} />;
  const actions = allowedActions(def, buttons);
  const go = (delta: number) => {
    const next = ids[at + delta];
    if (next) navigate(detailPath(def.key, next), { state: { ids }, replace: true });
  };
  return (
    <section aria-label={`${t(def.titleKey)} ${t('resourceUi:detail.title')}`} className="resource-screen">
      <div role="toolbar" aria-label={t('resourceUi:list.actions')} className="fc-row">
        <h3 className={`${Classes.HEADING} fc-flush`}>
          {t(def.titleKey)} · {t('resourceUi:detail.title')}
        </h3>
        <span className="fc-grow" />
        {def.route && <Button icon="arrow-left" text={t('resourceUi:detail.back')} onClick={() => navigate(def.route!)} />}
        {at >= 0 && (
          <ButtonGroup>
            <Button icon="chevron-left" text={t('resourceUi:detail.prev')} disabled={at <= 0} onClick={() => go(-1)} />
            <Button endIcon="chevron-right" text={t('resourceUi:detail.next')} disabled={at >= ids.length - 1} onClick={() => go(1)} />
          </ButtonGroup>
        )}
        {at >= 0 && <span className={Classes.TEXT_MUTED}>{t('resourceUi:detail.position', { index: at + 1, total: ids.length })}</span>}
      </div>
      {load.state === 'loading' && <Spinner size={40} aria-label={t('resourceUi:list.loading')} />}
      {load.state === 'failed' && (
        <NonIdealState
          icon="error"
          title={t('resourceUi:list.loadFailed')}
          action={<Button intent={Intent.PRIMARY} text={t('resourceUi:list.retry')} onClick={() => invalidate([def.key, 'detail', id])} />}
        />
      )}
      {load.state === 'ready' && (
        <>
          {actions.row.length > 0 && (
            <div className="fc-row">
              <ActionToolbar actions={actions.row} onRun={(a) => setAction({ action: a, row: load.row, seq: Date.now() })} />
            </div>
          )}
          <Card>
            <RecordFields def={def} row={load.row} />
          </Card>
        </>
      )}
      {action && <ActionDialog key={action.seq} definition={def} request={action} deps={deps} onFinished={onActionFinished} />}
    </section>
  );
}

/**
 * Whether a family's detail call reads its one record without a number (no parameter, no `{id}` in its path): a
 * settings record of the caller (payment platform parameters, the link record, the platform settings).
 */
function readsOneRecord(def: ResourceDefinition): boolean {
  const o = def.operations.detail;
  return Boolean(o && !o.params?.length && !o.path.includes('{'));
}

/**
 * A family without a list call (settings read by detail, lookups, page-level calls): its page actions; its record —
 * read at once when the detail call needs no number, else looked up by number — with the record's row actions, and
 * 编辑 when the family saves a record (update, else submit): the generic editor opened on the record, whose save is
 * a command (services/api/resource-client.ts `submit`) that sends the family's update (else submit).
 */
export function ResourceActionsPage({ definition: def }: { definition: ResourceDefinition }) {
  useState(registerResourceUi);
  const { t } = useTranslation(['resourceUi', 'resources']);
  const buttons = useSession((s) => s.context.profile?.buttons);
  const [action, setAction] = useState<ActionRequest | null>(null);
  const [editing, setEditing] = useState<{ row: ResourceRow; seq: number } | null>(null);
  const [lookup, setLookup] = useState('');
  const single = readsOneRecord(def);
  const [opened, setOpened] = useState<{ id: string; seq: number } | null>(single ? { id: '', seq: 0 } : null);
  const deps = useMemo<Pick<ResourceDeps, 'success'>>(() => ({ success: (text) => notifySuccess(text) }), []);
  const invalidate = useInvalidate();
  const onActionFinished = useCallback(
    (changed: boolean) => {
      setAction(null);
      if (changed) invalidate([def.key]);
    },
    [def, invalidate],
  );
  const onEditFinished = useCallback(
    (saved: boolean) => {
      setEditing(null);
      // the record was saved: it is read again (the page shows what the server keeps)
      if (saved) invalidate([def.key]);
    },
    [def, invalidate],
  );
  const actions = allowedActions(def, buttons);
  const canLookup = Boolean(def.operations.detail) && !single;
  const canEdit = Boolean(def.operations.detail) && resourceButtons(def, buttons).edit;
  return (
    <section aria-label={t(def.titleKey)} className="resource-screen">
      <h3 className={`${Classes.HEADING} fc-flush`}>{t(def.titleKey)}</h3>
      {actions.page.length > 0 ? (
        <div role="toolbar" aria-label={t('resourceUi:list.actions')} className="fc-row">
          <ActionToolbar actions={actions.page} onRun={(a) => setAction({ action: a, seq: Date.now() })} />
        </div>
      ) : (
        !canLookup && !single && <Callout icon="info-sign">{t('resourceUi:detail.noActions')}</Callout>
      )}
      {canLookup && (
        <form
          role="search"
          className="fc-filter-bar"
          onSubmit={(e) => {
            e.preventDefault();
            if (lookup.trim()) setOpened({ id: lookup.trim(), seq: Date.now() });
          }}
        >
          <FormField label={t('resourceUi:detail.lookupId')} id={`lookup-${def.key}`} className="fc-flush">
            {(control) => <InputGroup {...control} value={lookup} onValueChange={setLookup} />}
          </FormField>
          <Button type="submit" icon="search" intent={Intent.PRIMARY} text={t('resourceUi:detail.lookup')} />
        </form>
      )}
      {opened && (
        <LookedUp
          key={opened.id}
          def={def}
          id={opened.id}
          onRun={(a, row) => setAction({ action: a, row, seq: Date.now() })}
          {...(canEdit ? { onEdit: (row: ResourceRow) => setEditing({ row, seq: Date.now() }) } : {})}
          rowActions={actions.row}
        />
      )}
      {action && <ActionDialog key={action.seq} definition={def} request={action} deps={deps} onFinished={onActionFinished} />}
      {editing && (
        <ResourceEditorDialog key={editing.seq} definition={def} mode="edit" row={editing.row} deps={deps} onFinished={onEditFinished} />
      )}
    </section>
  );
}

function LookedUp({
  def,
  id,
  rowActions,
  onRun,
  onEdit,
}: {
  def: ResourceDefinition;
  id: string;
  rowActions: ReturnType<typeof allowedActions>['row'];
  onRun: (a: ActionRequest['action'], row: ResourceRow) => void;
  /** Opens the editor on the record (absent: the family saves no record, or the user may not edit). */
  onEdit?: (row: ResourceRow) => void;
}) {
  const { t } = useTranslation(['resourceUi']);
  const load = useRecord(def, id);
  if (load.state === 'loading') return <Spinner size={30} aria-label={t('resourceUi:list.loading')} />;
  if (load.state === 'failed')
    return (
      <Callout intent={Intent.WARNING} role="alert">
        {t('resourceUi:detail.notFound')}
      </Callout>
    );
  return (
    <>
      {(rowActions.length > 0 || onEdit) && (
        <div className="fc-row">
          {onEdit && <Button icon="edit" intent={Intent.PRIMARY} text={t('resourceUi:list.edit')} onClick={() => onEdit(load.row)} />}
          <ActionToolbar actions={rowActions} onRun={(a) => onRun(a, load.row)} />
        </div>
      )}
      <Card>
        <RecordFields def={def} row={load.row} />
      </Card>
    </>
  );
}

export default ResourceDetailPage;
