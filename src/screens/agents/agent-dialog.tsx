/**
 * 新增代理商 (POST /api/admin/agent) and 编辑 (the record read by GET /api/admin/agent/{id}, saved by PUT): name,
 * contact, mobile number, level, the parent among the first agents (GET firstAgent) for a second-level agent, and the
 * commission ratio typed as a percentage and sent in basis points. Checked on 下一步 (the first field in error takes
 * the focus, nothing is sent), then confirmed in words on the command machine: a new agent is 待审核 until the agent
 * review decides it; an edit keeps the decision.
 */
import '@/i18n/agents-namespace';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Callout, Dialog, DialogBody, Intent, Spinner } from '@blueprintjs/core';
import * as api from '@services/api/agents/calls';
import { listOf } from '@services/api/fleets/calls';
import { AGENT_AUDIT, AGENT_LEVEL, basisPointsToPercent, percentToBasisPoints } from '@services/api/agents/rules';
import { FormCommandDialog } from '@/components/form-dialog';
import { FormField, TextField, useFocusFirstInvalid } from '@/components/form-field';
import { useInvalidate } from '@/components/query-client';
import { notifySuccess } from '@/components/toaster';
import { useCommand } from '@/components/use-command';
import { useRequest } from '@/components/use-request';
import { displayText } from '@/lib/display';
import { validateMobile } from '@/lib/validators';
import { madeSince } from '@services/api/fields';
import { ChoiceSelect } from '@/screens/fleets/fleet-filters';
import { findAgentWrite, foundRow, type Row } from './agent-commands';
import '@/components/components.css';

/** What an agent write changes: the agent lists and records, and the first agents. */
export const AGENT_KEYS = [[api.ADMIN_AGENT], ['second-agent'], [api.AGENT]] as const;

interface Values {
  agentName: string;
  contactName: string;
  phone: string;
  agentLevel: string;
  parentAgentId: string;
  ratio: string;
}

/** The first problem of each field (an i18n key), or null. */
export function agentErrors(v: Values): Record<keyof Values, string | null> {
  return {
    agentName: v.agentName.trim() ? null : 'agents:form.error.agentName',
    contactName: v.contactName.trim() ? null : 'agents:form.error.contactName',
    phone: validateMobile(v.phone.trim()),
    agentLevel: v.agentLevel ? null : 'agents:form.error.level',
    parentAgentId: v.agentLevel === String(AGENT_LEVEL.second) && !v.parentAgentId ? 'agents:form.error.parent' : null,
    ratio: percentToBasisPoints(v.ratio) === null ? 'agents:form.error.ratio' : null,
  };
}

const valuesOf = (agent?: Row | null): Values => ({
  agentName: displayText(agent?.agentName),
  contactName: displayText(agent?.contactName),
  phone: displayText(agent?.phone),
  agentLevel: displayText(agent?.agentLevel),
  parentAgentId: displayText(agent?.parentAgentId) === '0' ? '' : displayText(agent?.parentAgentId),
  ratio: basisPointsToPercent(agent?.ratio),
});

/** The typed fields before the level: [field, input id, digits only]. */
const TEXT_FIELDS: ReadonlyArray<readonly ['agentName' | 'contactName' | 'phone', string, boolean]> = [
  ['agentName', 'agent-name', false],
  ['contactName', 'agent-contact', false],
  ['phone', 'agent-phone', true],
];

interface AgentWrite {
  body: api.AgentBody;
  status: number;
}

/** The editor of a new agent (no `id`) or of the agent with `id`, read first. */
export function AgentDialog({ id, onClose }: { id?: string; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation('agents');
  const record = useRequest(id ? [api.ADMIN_AGENT, 'record', id] : null, (signal) => api.adminAgent(id!, signal));
  const title = t(id ? 'form.editTitle' : 'form.addTitle');
  if (id && record.status !== 'done')
    return (
      <Dialog isOpen title={title} onClose={() => onClose(false)} className="fc-dialog-narrow">
        <DialogBody>
          {record.status === 'loading' ? (
            <Spinner size={30} aria-label={t('common.loading')} />
          ) : (
            <Callout intent={Intent.WARNING} role="alert">
              {t('common.loadFailed')}
            </Callout>
          )}
        </DialogBody>
      </Dialog>
    );
  return <AgentForm agent={id && record.status === 'done' ? record.data : null} title={title} onClose={onClose} />;
}

function AgentForm({ agent, title, onClose }: { agent: Row | null; title: string; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation('agents');
  const invalidate = useInvalidate();
  const editing = Boolean(agent);
  const [values, setValues] = useState<Values>(() => valuesOf(agent));
  const [tried, setTried] = useState(false);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const firsts = useRequest([api.ADMIN_AGENT, 'firstAgent'], (signal) => api.firstAgents(signal));
  const parents = (firsts.status === 'done' ? firsts.data : [])
    .filter((a) => displayText(a.id) !== displayText(agent?.id))
    .map((a): [string, string] => [displayText(a.id), displayText(a.agentName)]);
  const errors = agentErrors(values);
  const shown = (k: keyof Values) => (tried && errors[k] ? t(errors[k]!) : undefined);
  const set = (k: keyof Values) => (v: string) => setValues((old) => ({ ...old, [k]: v }));

  const command = useCommand<AgentWrite>({
    send: (w, key) => api.saveAgent(w.body, key),
    verify: async (w, startedAt, signal) => {
      const expected = { agentName: w.body.agentName, phone: w.body.phone, ratio: w.body.ratio };
      if (w.body.id) return findAgentWrite(w.body.id, expected, startedAt, signal);
      const page = await listOf(api.ADMIN_AGENT, { phone: w.body.phone, current: 1, size: 10 }, signal);
      return foundRow(page.records.find((r) => displayText(r.agentName) === w.body.agentName && madeSince(r.createTime, startedAt)));
    },
    found: (record) => t('form.found', { name: displayText((record as Row | null)?.agentName) }),
    onDone: (_r, w) => {
      notifySuccess(t(w.body.id ? 'form.edited' : 'form.added'));
      void invalidate(...AGENT_KEYS);
      onClose(true);
    },
  });
  const busy = command.step !== 'idle';

  const next = () => {
    setTried(true);
    if (Object.values(errors).some(Boolean)) {
      focusFirstInvalid();
      return;
    }
    const level = Number(values.agentLevel);
    command.request({
      body: {
        ...(agent ? { id: displayText(agent.id) } : {}),
        agentName: values.agentName.trim(),
        contactName: values.contactName.trim(),
        phone: values.phone.trim(),
        agentLevel: level,
        ...(level === AGENT_LEVEL.second ? { parentAgentId: values.parentAgentId } : {}),
        ratio: percentToBasisPoints(values.ratio)!,
      },
      status: agent ? Number(agent.auditStatus) : AGENT_AUDIT.pending,
    });
  };

  const parentName = (pid?: string) => parents.find(([p]) => p === pid)?.[1] ?? displayText(agent?.parentAgentName);
  return (
    <FormCommandDialog
      title={title}
      icon={editing ? 'edit' : 'add'}
      command={command}
      formRef={ref}
      onNext={next}
      onCancel={() => onClose(false)}
      confirm={(w) => ({
        title: t(editing ? 'form.confirmEditTitle' : 'form.confirmAddTitle'),
        icon: editing ? 'edit' : 'add',
        intent: Intent.PRIMARY,
        confirmText: t(editing ? 'form.submitEdit' : 'form.submitAdd'),
        lines: [
          [t('field.agentName'), w.body.agentName],
          [t('field.contactName'), w.body.contactName],
          [t('field.phone'), w.body.phone],
          [t('field.agentLevel'), t(`level.${w.body.agentLevel}`)],
          w.body.parentAgentId ? [t('field.parentAgent'), parentName(w.body.parentAgentId)] : null,
          [t('field.ratio'), `${basisPointsToPercent(w.body.ratio)}%`],
          [t('field.auditStatus'), t(`audit.${w.status}`)],
        ],
        request: { url: api.agentPath(api.ADMIN_AGENT, w.body.id ? 'update' : 'save'), payload: w.body },
        children: (
          <p>
            {w.body.id
              ? t('form.confirmEdit', { name: w.body.agentName, status: t(`audit.${w.status}`) })
              : t('form.confirmAdd', {
                  name: w.body.agentName,
                  level: t(`level.${w.body.agentLevel}`),
                  ratio: basisPointsToPercent(w.body.ratio),
                })}
          </p>
        ),
      })}
    >
      {TEXT_FIELDS.map(([field, id, numeric]) => (
        <TextField
          key={field}
          label={t(`field.${field}`)}
          id={id}
          required
          error={shown(field)}
          value={values[field]}
          input={{ disabled: busy, ...(numeric ? { inputMode: 'numeric' as const, autoComplete: 'off' } : {}) }}
          onValueChange={set(field)}
        />
      ))}
      <FormField label={t('field.agentLevel')} id="agent-level" required error={shown('agentLevel')}>
        {(control) => (
          <ChoiceSelect
            {...control}
            fill
            choices={[
              [String(AGENT_LEVEL.first), t('level.1')],
              [String(AGENT_LEVEL.second), t('level.2')],
            ]}
            placeholder={t('form.chooseLevel')}
            value={values.agentLevel}
            disabled={busy}
            onChange={set('agentLevel')}
          />
        )}
      </FormField>
      {values.agentLevel === String(AGENT_LEVEL.second) && (
        <FormField
          label={t('field.parentAgent')}
          id="agent-parent"
          required
          error={shown('parentAgentId')}
          helper={firsts.status === 'done' && parents.length === 0 ? t('form.noFirstAgents') : undefined}
        >
          {(control) => (
            <ChoiceSelect
              {...control}
              fill
              choices={parents}
              placeholder={t('form.chooseParent')}
              value={parents.some(([p]) => p === values.parentAgentId) ? values.parentAgentId : ''}
              disabled={busy}
              onChange={set('parentAgentId')}
            />
          )}
        </FormField>
      )}
      <TextField
        label={t('field.ratio')}
        id="agent-ratio"
        required
        error={shown('ratio')}
        helper={t('form.ratioHint')}
        value={values.ratio}
        input={{ inputMode: 'decimal', autoComplete: 'off', disabled: busy }}
        onValueChange={set('ratio')}
      />
    </FormCommandDialog>
  );
}
