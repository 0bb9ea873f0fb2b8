import '@/i18n/resources-namespace';
import { registerResourceUi } from '@/i18n/resource-ui-namespace';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button, ButtonGroup, Callout, Card, Classes, HTMLTable, InputGroup, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import type { ResourceRow } from '@machines/resource/editor.types';
import * as client from '@services/api/resource-client';
import { isCancelled } from '@services/http/errors';
import { resourceByKey } from '@services/resources/registry';
import type { ResourceDefinition } from '@services/resources/types';
import { useSession } from '@/components/session-context';
import { notifySuccess } from '@/components/toaster';
import type { ResourceDeps } from '@/screens/resource/resource-machines';
import { ActionDialog, ActionToolbar, allowedActions, type ActionRequest } from './resource-actions';
import { formatCell } from './resource-list-page';
import { detailPath } from './detail-path';
import { FormField } from '@/components/form-field';

registerResourceUi();

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; row: ResourceRow };

/** Reads one record (the detail call, else the list filtered by id), cancelling when the id changes. */
function useRecord(def: ResourceDefinition | undefined, id: string, seq: number): Load {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    if (!def) return undefined;
    const ctrl = new AbortController();
    setLoad({ state: 'loading' });
    const read = def.operations.detail
      ? client.detail(def, id, ctrl.signal)
      : client.page(def, { current: 1, size: 200, filters: {} }, ctrl.signal).then((p) => {
          const row = p.records.find((r) => client.rowId(def, r) === id);
          if (!row) throw new Error('not found');
          return row;
        });
    read.then(
      (row) => setLoad({ state: 'ready', row }),
      (e: unknown) => {
        if (!isCancelled(e)) setLoad({ state: 'failed' });
      },
    );
    return () => ctrl.abort();
  }, [def, id, seq]);
  return load;
}

/** The fields of a record as label/value rows (the form fields, else the columns). */
export function RecordFields({ def, row }: { def: ResourceDefinition; row: ResourceRow }) {
  const { t } = useTranslation(['resourceUi', 'resources']);
  const fields = [...def.columns, ...def.formFields.filter((f) => !def.columns.some((c) => c.field === f.field))];
  return (
    <HTMLTable compact striped aria-label={t(def.titleKey)} style={{ width: '100%' }}>
      <tbody>
        {fields.map((f) => (
          <tr key={f.field}>
            <th scope="row" style={{ width: 200 }}>
              {t(f.labelKey)}
            </th>
            <td>{formatCell({ field: f.field, labelKey: f.labelKey, kind: f.kind === 'number' ? 'text' : f.kind === 'switch' ? 'boolean' : f.kind, ...(f.enumKey ? { enumKey: f.enumKey } : {}) }, row[f.field], (k, o) => t(k, o))}</td>
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
  const [seq, setSeq] = useState(0);
  const load = useRecord(def, id, seq);
  const buttons = useSession((s) => s.context.profile?.buttons);
  const [action, setAction] = useState<ActionRequest | null>(null);
  const deps = useMemo<Pick<ResourceDeps, 'success'>>(() => ({ success: (text) => notifySuccess(text) }), []);
  const onActionFinished = useCallback((changed: boolean) => {
    setAction(null);
    if (changed) setSeq((n) => n + 1);
  }, []);
  const ids = ((location.state as { ids?: string[] } | null)?.ids ?? []).filter((x) => typeof x === 'string');
  const at = ids.indexOf(id);
  if (!def) return <NonIdealState icon="search" title={t('resourceUi:detail.notFound')} />;
  const actions = allowedActions(def, buttons);
  const go = (delta: number) => {
    const next = ids[at + delta];
    if (next) navigate(detailPath(def.key, next), { state: { ids }, replace: true });
  };
  return (
    <section aria-label={`${t(def.titleKey)} ${t('resourceUi:detail.title')}`} style={{ padding: 12, display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div role="toolbar" aria-label={t('resourceUi:list.actions')} style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <h3 className={Classes.HEADING} style={{ margin: 0 }}>
          {t(def.titleKey)} · {t('resourceUi:detail.title')}
        </h3>
        <span style={{ flex: 1 }} />
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
          action={<Button intent={Intent.PRIMARY} text={t('resourceUi:list.retry')} onClick={() => setSeq((n) => n + 1)} />}
        />
      )}
      {load.state === 'ready' && (
        <>
          {actions.row.length > 0 && (
            <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
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
 * A family without a list call (settings read by detail, lookups, page-level calls): its page actions, a
 * lookup of one record by number when it has a detail call, and the record's fields and row actions.
 */
export function ResourceActionsPage({ definition: def }: { definition: ResourceDefinition }) {
  useState(registerResourceUi);
  const { t } = useTranslation(['resourceUi', 'resources']);
  const buttons = useSession((s) => s.context.profile?.buttons);
  const [action, setAction] = useState<ActionRequest | null>(null);
  const [lookup, setLookup] = useState('');
  const [opened, setOpened] = useState<{ id: string; seq: number } | null>(null);
  const deps = useMemo<Pick<ResourceDeps, 'success'>>(() => ({ success: (text) => notifySuccess(text) }), []);
  const onActionFinished = useCallback((changed: boolean) => {
    setAction(null);
    if (changed) setOpened((o) => (o ? { ...o, seq: o.seq + 1 } : o));
  }, []);
  const actions = allowedActions(def, buttons);
  const canLookup = Boolean(def.operations.detail);
  return (
    <section aria-label={t(def.titleKey)} style={{ padding: 12, display: 'flex', flexDirection: 'column', gap: 12 }}>
      <h3 className={Classes.HEADING} style={{ margin: 0 }}>
        {t(def.titleKey)}
      </h3>
      {actions.page.length > 0 ? (
        <div role="toolbar" aria-label={t('resourceUi:list.actions')} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <ActionToolbar actions={actions.page} onRun={(a) => setAction({ action: a, seq: Date.now() })} />
        </div>
      ) : (
        !canLookup && <Callout icon="info-sign">{t('resourceUi:detail.noActions')}</Callout>
      )}
      {canLookup && (
        <form
          role="search"
          style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}
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
      {opened && <LookedUp key={opened.id} def={def} id={opened.id} seq={opened.seq} onRun={(a, row) => setAction({ action: a, row, seq: Date.now() })} rowActions={actions.row} />}
      {action && <ActionDialog key={action.seq} definition={def} request={action} deps={deps} onFinished={onActionFinished} />}
    </section>
  );
}

function LookedUp({ def, id, seq, rowActions, onRun }: { def: ResourceDefinition; id: string; seq: number; rowActions: ReturnType<typeof allowedActions>['row']; onRun: (a: ActionRequest['action'], row: ResourceRow) => void }) {
  const { t } = useTranslation(['resourceUi']);
  const load = useRecord(def, id, seq);
  if (load.state === 'loading') return <Spinner size={30} aria-label={t('resourceUi:list.loading')} />;
  if (load.state === 'failed') return <Callout intent={Intent.WARNING} role="alert">{t('resourceUi:detail.notFound')}</Callout>;
  return (
    <>
      {rowActions.length > 0 && (
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
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
