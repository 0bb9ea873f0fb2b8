/**
 * 代理商信息 (/agents/agent; spec 001 §7 "Agents"): the agents (GET /api/admin/agent/page) with 新增 and 编辑 on the
 * platform's record (POST and PUT /api/admin/agent, read by GET /api/admin/agent/{id}; the parent of a second-level
 * agent chosen among GET firstAgent), 查看, and per row 删除, 重新提交 (a rejected agent), 返佣说明, 代理油站 and
 * 车队油站; 激活代理 (by code) and 返佣比例说明 on the toolbar. The
 * review of agents is the agent review page's; a new agent waits there as 待审核.
 */
import '@/i18n/agents-namespace';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requireResource } from '@services/resources/registry';
import { permitted } from '@services/resources/permissions';
import { resubmitOffered, sitesAllowance } from '@services/api/agents/rules';
import * as api from '@services/api/agents/calls';
import { useSession } from '@/components/session-context';
import { RowButton } from '@/components/row-button';
import { RowMenu, type RowMenuItem } from '@/components/row-menu';
import { displayText } from '@/lib/display';
import { ResourceListPage } from '@/screens/resource/resource-list-page';
import { Button } from '@blueprintjs/core';
import type { EditorRequest, ScreenSlots } from '@/screens/resource/screen-slots';
import '@/i18n/resources-namespace';
import { AgentDialog } from './agent-dialog';
import { ActivateDialog, AgentDetailDialog, ExplanationDialog, RatioDialog, useAgentRowCommands } from './agent-row-dialogs';
import { SitesDialog } from './sites-dialog';
import type { Row } from './agent-commands';

const AGENTS = requireResource(api.ADMIN_AGENT);
const OWN = requireResource(api.AGENT);
const SITES = requireResource(api.AGENT_SITE);
const FLEET_SITES = requireResource(api.FLEET_SITE);

type Opened = { kind: 'ratio' | 'sites' | 'fleetSites'; row: Row; seq: number };

/** The toolbar: 激活代理 and 返佣比例说明, by the agent family's buttons. */
function AgentPageActions() {
  const { t } = useTranslation('agents');
  const buttons = useSession((s) => s.context.profile?.buttons);
  const [open, setOpen] = useState<'activate' | 'explanation' | null>(null);
  return (
    <>
      {permitted(buttons, OWN.permission, 'activateProxy') && (
        <Button icon="key" text={t('activate.button')} onClick={() => setOpen('activate')} />
      )}
      {permitted(buttons, OWN.permission, 'view') && (
        <Button icon="info-sign" text={t('explanation.button')} onClick={() => setOpen('explanation')} />
      )}
      {open === 'activate' && <ActivateDialog onClose={() => setOpen(null)} />}
      {open === 'explanation' && <ExplanationDialog onClose={() => setOpen(null)} />}
    </>
  );
}

export function AgentsPage() {
  const { t } = useTranslation('agents');
  const buttons = useSession((s) => s.context.profile?.buttons);
  const [opened, setOpened] = useState<Opened | null>(null);
  const rows = useAgentRowCommands();
  const open = useCallback((kind: Opened['kind'], row: Row) => setOpened({ kind, row, seq: Date.now() }), []);
  const may = useCallback((permission: string, verb: string) => permitted(buttons, permission, verb), [buttons]);
  // the row buttons call the latest commands (the slots stay the same from one render to the next)
  const latest = useRef(rows);
  latest.current = rows;
  const slots = useMemo<ScreenSlots>(
    () => ({
      // the review's decisions and downloads are the agent review page's
      ownActions: true,
      toolbar: () => <AgentPageActions />,
      actionsWidth: 420,
      rowActions: (row: Row) => {
        const name = displayText(row.agentName);
        // which of the row's writes it offers is the agents' rule (services/api/agents/rules.ts)
        const sites = sitesAllowance(row);
        const sitesWhy = sites === 'allowed' ? undefined : t(sites);
        // the less frequent writes under 更多, so the agent's own columns keep their room
        const more: RowMenuItem[] = [
          ...(may(OWN.permission, 'edit') && resubmitOffered(row)
            ? [{ text: t('row.resubmit'), onClick: () => latest.current.resubmit(row) }]
            : []),
          ...(may(OWN.permission, 'updateRatioExplain') ? [{ text: t('row.ratio'), onClick: () => open('ratio', row) }] : []),
          // 代理油站 and 车队油站: the same rule and reason
          ...(may(SITES.permission, 'change') ? [{ text: t('row.sites'), why: sitesWhy, onClick: () => open('sites', row) }] : []),
          ...(may(FLEET_SITES.permission, 'change')
            ? [{ text: t('row.fleetSites'), why: sitesWhy, onClick: () => open('fleetSites', row) }]
            : []),
        ];
        return (
          <>
            {may(OWN.permission, 'delete') && (
              <RowButton text={t('row.remove')} of={name} intent="danger" onClick={() => latest.current.remove(row)} />
            )}
            <RowMenu label={t('common:kit.moreOf', { name })} items={more} />
          </>
        );
      },
      form: {
        render: (request: EditorRequest, done: (saved: boolean) => void) => {
          const id = request.row ? displayText(request.row.id) : undefined;
          if (request.mode === 'view' && id) return <AgentDetailDialog id={id} onClose={() => done(false)} />;
          return <AgentDialog {...(request.mode === 'edit' && id ? { id } : {})} onClose={done} />;
        },
      },
    }),
    [t, may, open],
  );
  const close = () => setOpened(null);
  return (
    <>
      <ResourceListPage definition={AGENTS} slots={slots} />
      {rows.dialog}
      {opened?.kind === 'ratio' && <RatioDialog key={opened.seq} id={displayText(opened.row.id)} onClose={close} />}
      {opened?.kind === 'sites' && <SitesDialog key={opened.seq} agent={opened.row} onClose={close} />}
      {opened?.kind === 'fleetSites' && <SitesDialog key={opened.seq} agent={opened.row} fleet onClose={close} />}
    </>
  );
}
