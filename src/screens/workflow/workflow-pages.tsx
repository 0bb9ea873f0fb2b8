/**
 * Workflow administration (spec 000 §7 "Workflow (/api/blade-flow)", spec 002 §7): 模型管理 deploys a model, 流程部署
 * uploads process files, suspends or activates a definition and deletes deployments, 流程跟踪 deletes a process
 * instance. Each is one write on the command machine (docs/flows.md "Commands"): the confirmation says in words
 * what will be done, with the request behind 请求详情, and after a lost answer the list is read back to find whether it
 * was done. A suspended definition starts no process (the leave form shows the server's refusal).
 */
import '@/i18n/workflow-namespace';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogBody, DialogFooter, FileInput, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { madeSince, type Row } from '@services/api/fields';
import * as api from '@services/api/workflow/calls';
import { permitted } from '@services/resources/permissions';
import { requireResource, resourcePath } from '@services/resources/registry';
import { CommandDialog } from '@/components/command-dialog';
import { FormField } from '@/components/form-field';
import { resourceListKey } from '@/components/list-cache';
import { useInvalidate } from '@/components/query-client';
import { useSession } from '@/components/session-context';
import { notifySuccess } from '@/components/toaster';
import { useCommand } from '@/components/use-command';
import { useLeaveQuestion, useUnsavedGuard } from '@/components/unsaved-guard';
import { displayText } from '@/lib/display';
import { ResourceListPage } from '@/screens/resource/resource-list-page';
import type { ListApi } from '@/screens/resource/screen-slots';
import { enumValues } from '@/screens/resource/enum-values';
import '@/components/components.css';

const MODEL = requireResource(api.FLOW_MODEL);
const MANAGER = requireResource(api.FLOW_MANAGER);
const FOLLOW = requireResource(api.FLOW_FOLLOW);
const CATEGORY_ENUM = MANAGER.columns.find((c) => c.field === 'category')?.enumKey;

/** A write of these screens: what it sends, and the words of its confirmation. */
interface FlowWrite {
  call: api.FlowCall;
  /** Whether the lists show the write done (read back after a lost answer). */
  done: (startedAt: number, signal: AbortSignal) => Promise<Row | null>;
  title: string;
  sentence: string;
  lines: Array<readonly [string, string]>;
  request: { url: string; payload: unknown };
  success: string;
}

/** One command for the screen's writes: confirmed in words, sent once with its key, checked by reading the list back. */
function useFlowWrite(family: string): { ask: (w: FlowWrite) => void; dialog: ReactNode } {
  const { t } = useTranslation('workflow');
  const invalidate = useInvalidate();
  const command = useCommand<FlowWrite>({
    send: (w, key) => api.sendFlowCall(w.call, key),
    verify: async (w, startedAt, signal) => {
      const found = await w.done(startedAt, signal);
      return found ? { found: true, record: found } : { found: false };
    },
    found: () => t('found'),
    onDone: (_r, w) => {
      notifySuccess(w.success);
      void invalidate(resourceListKey(family), resourceListKey(api.FLOW_MANAGER));
    },
  });
  // one function for the screen's slots, whatever the command's latest view
  const request = useRef(command.request);
  request.current = command.request;
  const ask = useCallback((w: FlowWrite) => request.current(w), []);
  const w = command.payload;
  const dialog = (
    <CommandDialog
      command={command}
      title={w?.title ?? ''}
      intent={Intent.PRIMARY}
      confirmText={t('confirm')}
      lines={w?.lines ?? []}
      request={w?.request ?? null}
    >
      {w ? <p>{w.sentence}</p> : null}
    </CommandDialog>
  );
  return { ask, dialog };
}

function useCategoryLabel() {
  const { t } = useTranslation('resources');
  return useCallback((value: string) => (CATEGORY_ENUM ? t(`${CATEGORY_ENUM}.${value}`, { defaultValue: value }) : value), [t]);
}

/** The category choice of a deployment (the flow categories). */
function CategorySelect({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string | undefined }) {
  const { t } = useTranslation('workflow');
  const label = useCategoryLabel();
  return (
    <FormField label={t('field.category')} id="flow-category" required error={error}>
      {(control) => (
        <HTMLSelect {...control} fill value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{t('chooseCategory')}</option>
          {enumValues(CATEGORY_ENUM).map((v) => (
            <option key={v} value={v}>
              {label(v)}
            </option>
          ))}
        </HTMLSelect>
      )}
    </FormField>
  );
}

/** The tenants a deployment is for, comma-joined (empty: every tenant). */
function TenantsField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('workflow');
  return (
    <FormField label={t('field.tenantIds')} id="flow-tenants" helper={t('tenantsHelp')}>
      {(control) => <InputGroup {...control} value={value} onValueChange={onChange} />}
    </FormField>
  );
}

/** The dialog asking a deployment's category (and tenants, and for an upload its files) before the confirmation. */
function DeployDialog({
  title,
  withFiles,
  onNext,
  onClose,
}: {
  title: string;
  withFiles: boolean;
  onNext: (v: { category: string; tenantIds: string; files: File[] }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('workflow');
  const tenantId = useSession((s) => s.context.profile?.user.tenantId ?? '');
  const [category, setCategory] = useState('');
  const [startTenants] = useState(tenantId);
  const [tenantIds, setTenantIds] = useState(startTenants);
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  // a category, tenants or files chosen: closing asks first, and so do the console tab and the browser tab
  const dirty = category !== '' || tenantIds !== startTenants || files.length > 0;
  useUnsavedGuard(dirty);
  const leaving = useLeaveQuestion(dirty);
  const close = () => leaving.ask(onClose);
  const problems = {
    category: category ? undefined : t('chooseCategory'),
    files: !withFiles || files.length ? undefined : t('chooseFiles'),
  };
  const next = () => {
    setTried(true);
    if (!problems.category && !problems.files) onNext({ category, tenantIds: tenantIds.trim(), files });
  };
  return (
    <Dialog isOpen title={title} onClose={close} canOutsideClickClose={false}>
      <DialogBody>
        <CategorySelect value={category} onChange={setCategory} error={tried ? problems.category : undefined} />
        <TenantsField value={tenantIds} onChange={setTenantIds} />
        {withFiles && (
          <FormField label={t('field.files')} id="flow-files" required error={tried ? problems.files : undefined}>
            {(control) => (
              <FileInput
                fill
                text={files.length ? files.map((f) => f.name).join(', ') : t('chooseFile')}
                inputProps={{ ...control, multiple: true, accept: '.xml,.bpmn' }}
                onInputChange={(e) => setFiles([...((e.currentTarget as HTMLInputElement).files ?? [])])}
              />
            )}
          </FormField>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('cancel')} onClick={close} />
            <Button intent={Intent.PRIMARY} text={t('next')} onClick={next} />
          </>
        }
      />
      {leaving.question}
    </Dialog>
  );
}

const nameOf = (r: Row) => displayText(r.name) || displayText(r.modelKey) || displayText(r.key);

/** 模型管理: the models, each deployed with its category and tenants. */
export function FlowModelPage() {
  const { t } = useTranslation('workflow');
  const label = useCategoryLabel();
  const buttons = useSession((s) => s.context.profile?.buttons);
  const [deploying, setDeploying] = useState<Row | null>(null);
  const write = useFlowWrite(api.FLOW_MODEL);
  const slots = useMemo(
    () => ({
      ownActions: true,
      rowActions: (row: Row) =>
        permitted(buttons, MODEL.permission, 'deploy') ? (
          <Button size="small" variant="minimal" intent={Intent.PRIMARY} text={t('deploy')} onClick={() => setDeploying(row)} />
        ) : null,
    }),
    [buttons, t],
  );
  return (
    <>
      <ResourceListPage definition={MODEL} slots={slots} />
      {deploying && (
        <DeployDialog
          title={t('deployTitle', { name: nameOf(deploying) })}
          withFiles={false}
          onClose={() => setDeploying(null)}
          onNext={({ category, tenantIds }) => {
            const model = deploying;
            setDeploying(null);
            const p = { modelId: displayText(model.id), category, tenantIds };
            const processKey = displayText(model.modelKey) || displayText(model.id);
            write.ask({
              call: { kind: 'deployModel', p },
              done: async (startedAt, signal) =>
                (await api.workflowRows(api.FLOW_MANAGER, {}, signal)).records.find(
                  (r) => displayText(r.key) === processKey && madeSince(r.deploymentTime, startedAt),
                ) ?? null,
              title: t('deployTitle', { name: nameOf(model) }),
              sentence: t('confirmDeploy', { name: nameOf(model), category: label(category) }),
              lines: [
                [t('field.model'), nameOf(model)],
                [t('field.category'), label(category)],
                [t('field.tenantIds'), tenantIds || t('allTenants')],
              ],
              request: { url: resourcePath(api.FLOW_MODEL, 'deploy'), payload: p },
              success: t('deployed'),
            });
          }}
        />
      )}
      {write.dialog}
    </>
  );
}

/** 流程部署: the process definitions; upload process files, suspend or activate one, delete deployments. */
export function FlowDeployPage() {
  const { t } = useTranslation('workflow');
  const label = useCategoryLabel();
  const buttons = useSession((s) => s.context.profile?.buttons);
  const [uploading, setUploading] = useState(false);
  const write = useFlowWrite(api.FLOW_MANAGER);
  const { ask } = write;
  const slots = useMemo(() => {
    const may = (action: string) => permitted(buttons, MANAGER.permission, action);
    const definitionAfter = (id: string, signal: AbortSignal) =>
      api.workflowRows(api.FLOW_MANAGER, {}, signal).then((p) => p.records.find((r) => displayText(r.id) === id) ?? null);

    const askState = (row: Row) => {
      const to: api.ProcessStateName = api.isSuspended(row) ? 'active' : 'suspended';
      const id = displayText(row.id);
      const words = { name: nameOf(row), version: displayText(row.version) };
      ask({
        call: { kind: 'changeState', processId: id, state: to },
        done: async (_startedAt, signal) => {
          const found = await definitionAfter(id, signal);
          return found && Number(found.suspensionState) === api.PROCESS_STATE[to].code ? found : null;
        },
        title: t(`state.${to}.title`),
        sentence: t(`state.${to}.confirm`, words),
        lines: [
          [t('field.name'), words.name],
          [t('field.version'), words.version],
          [t('field.category'), label(displayText(row.category))],
        ],
        request: { url: resourcePath(api.FLOW_MANAGER, 'changeState'), payload: { processId: id, state: api.PROCESS_STATE[to].param } },
        success: t(`state.${to}.done`),
      });
    };

    const askDelete = (list: ListApi) => {
      const rows = list.selectedRows();
      if (rows.length === 0) {
        list.warn('workflow:selectFirst');
        return;
      }
      const deploymentIds = [...new Set(rows.map((r) => displayText(r.deploymentId)).filter(Boolean))];
      ask({
        call: { kind: 'deleteDeployments', deploymentIds },
        done: async (_startedAt, signal) => {
          const left = (await api.workflowRows(api.FLOW_MANAGER, {}, signal)).records;
          return left.some((r) => deploymentIds.includes(displayText(r.deploymentId))) ? null : { deploymentIds };
        },
        title: t('deleteDeployment'),
        sentence: t('confirmDeleteDeployment', { count: rows.length }),
        lines: [[t('field.processes'), rows.map((r) => `${nameOf(r)} v${displayText(r.version)}`).join('、')]],
        request: { url: resourcePath(api.FLOW_MANAGER, 'deleteDeployment'), payload: { deploymentIds: deploymentIds.join(',') } },
        success: t('deploymentDeleted'),
      });
    };

    return {
      ownActions: true,
      toolbar: (list: ListApi) => (
        <>
          {may('deployUpload') && <Button variant="outlined" icon="upload" text={t('upload')} onClick={() => setUploading(true)} />}
          {may('deleteDeployment') && (
            <Button variant="outlined" intent={Intent.DANGER} icon="trash" text={t('deleteDeployment')} onClick={() => askDelete(list)} />
          )}
        </>
      ),
      rowActions: (row: Row) =>
        may('changeState') ? (
          <Button
            size="small"
            variant="minimal"
            intent={Intent.PRIMARY}
            text={t(api.isSuspended(row) ? 'state.active.button' : 'state.suspended.button')}
            onClick={() => askState(row)}
          />
        ) : null,
    };
  }, [buttons, t, label, ask]);
  return (
    <>
      <ResourceListPage definition={MANAGER} slots={slots} />
      {uploading && (
        <DeployDialog
          title={t('upload')}
          withFiles
          onClose={() => setUploading(false)}
          onNext={({ category, tenantIds, files }) => {
            setUploading(false);
            const names = files.map((f) => f.name);
            ask({
              call: { kind: 'deployUpload', p: { category, tenantIds, files } },
              done: async (startedAt, signal) =>
                (await api.workflowRows(api.FLOW_MANAGER, { category }, signal)).records.find((r) =>
                  madeSince(r.deploymentTime, startedAt),
                ) ?? null,
              title: t('upload'),
              sentence: t('confirmUpload', { count: files.length, category: label(category) }),
              lines: [
                [t('field.files'), names.join('、')],
                [t('field.category'), label(category)],
                [t('field.tenantIds'), tenantIds || t('allTenants')],
              ],
              request: {
                url: resourcePath(api.FLOW_MANAGER, 'deployUpload'),
                payload: { multipart: [`category=${category}`, `tenantIds=${tenantIds}`, ...names.map((n) => `files=${n}`)] },
              },
              success: t('uploaded'),
            });
          }}
        />
      )}
      {write.dialog}
    </>
  );
}

/** 流程跟踪: the running process instances; one is deleted with its reason. */
export function FlowFollowPage() {
  const { t } = useTranslation('workflow');
  const buttons = useSession((s) => s.context.profile?.buttons);
  const write = useFlowWrite(api.FLOW_FOLLOW);
  const { ask } = write;
  const slots = useMemo(
    () => ({
      ownActions: true,
      rowActions: (row: Row) => {
        if (!permitted(buttons, FOLLOW.permission, 'deleteProcessInstance')) return null;
        const id = displayText(row.processInstanceId);
        const name = displayText(row.processDefinitionName);
        return (
          <Button
            size="small"
            variant="minimal"
            intent={Intent.DANGER}
            text={t('deleteInstance')}
            onClick={() =>
              ask({
                call: { kind: 'deleteProcessInstance', processInstanceId: id },
                done: async (_startedAt, signal) =>
                  (await api.workflowRows(api.FLOW_FOLLOW, { processInstanceId: id }, signal)).records.some(
                    (r) => displayText(r.processInstanceId) === id,
                  )
                    ? null
                    : { processInstanceId: id },
                title: t('deleteInstance'),
                sentence: t('confirmDeleteInstance', { name, id }),
                lines: [
                  [t('field.process'), name],
                  [t('field.processInstanceId'), id],
                  [t('field.startUser'), displayText(row.startUser)],
                  [t('field.deleteReason'), api.DELETE_INSTANCE_REASON],
                ],
                request: {
                  url: resourcePath(api.FLOW_FOLLOW, 'deleteProcessInstance'),
                  payload: { processInstanceId: id, deleteReason: api.DELETE_INSTANCE_REASON },
                },
                success: t('instanceDeleted'),
              })
            }
          />
        );
      },
    }),
    [buttons, t, ask],
  );
  return (
    <>
      <ResourceListPage definition={FOLLOW} slots={slots} />
      {write.dialog}
    </>
  );
}
