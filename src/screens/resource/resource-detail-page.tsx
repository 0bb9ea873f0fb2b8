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
  const invalidate = useInvalidate();
  const onActionFinished = useCallback(
    (changed: boolean) => {
      setAction(null);
      if (changed) invalidate([def.key]);
    },
    [def, invalidate],
  );
  const actions = allowedActions(def, buttons);
  const canLookup = Boolean(def.operations.detail);
  return (
    <section aria-label={t(def.titleKey)} className="resource-screen">
      <h3 className={`${Classes.HEADING} fc-flush`}>{t(def.titleKey)}</h3>
      {actions.page.length > 0 ? (
        <div role="toolbar" aria-label={t('resourceUi:list.actions')} className="fc-row">
          <ActionToolbar actions={actions.page} onRun={(a) => setAction({ action: a, seq: Date.now() })} />
        </div>
      ) : (
        !canLookup && <Callout icon="info-sign">{t('resourceUi:detail.noActions')}</Callout>
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
          rowActions={actions.row}
        />
      )}
      {action && <ActionDialog key={action.seq} definition={def} request={action} deps={deps} onFinished={onActionFinished} />}
    </section>
  );
}

function LookedUp({
  def,
  id,
  rowActions,
  onRun,
}: {
  def: ResourceDefinition;
  id: string;
  rowActions: ReturnType<typeof allowedActions>['row'];
  onRun: (a: ActionRequest['action'], row: ResourceRow) => void;
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
      {rowActions.length > 0 && (
        <div className="fc-row">
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
