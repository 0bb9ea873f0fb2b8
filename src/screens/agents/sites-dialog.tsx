/**
 * An agent's sites (agent site: list, change) and the sites each of its fleets fills at (fleet site: list, change;
 * among the agent's own sites). The sites are ticked and the change is confirmed in words, naming every site, on the
 * command machine; after a lost answer the sites are read back to compare.
 */
import '@/i18n/agents-namespace';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Callout, Checkbox, Intent, Spinner } from '@blueprintjs/core';
import * as api from '@services/api/agents/calls';
import { listOf } from '@services/api/fleets/calls';
import { FormCommandDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { useInvalidate } from '@/components/query-client';
import { notifySuccess } from '@/components/toaster';
import { useCommand } from '@/components/use-command';
import { useRequest } from '@/components/use-request';
import { displayText } from '@/lib/display';
import { ChoiceSelect, fleetChoices, useFleetOptions } from '@/screens/fleets/fleet-filters';
import { findSites, type Row } from './agent-commands';
import '@/components/components.css';

type SiteFamily = typeof api.AGENT_SITE | typeof api.FLEET_SITE;

interface SitesWrite {
  agentId: string;
  fleetId?: string;
  fleetName?: string;
  siteIds: string[];
  names: string[];
}

const siteChoices = (rows: readonly Row[], id: string, name: string) =>
  rows.map((r): [string, string] => [displayText(r[id]), displayText(r[name]) || displayText(r[id])]);

/** 代理油站 (`fleet` false) or 车队油站 (`fleet` true) of the agent. */
export function SitesDialog({ agent, fleet = false, onClose }: { agent: Row; fleet?: boolean; onClose: () => void }) {
  const { t } = useTranslation('agents');
  const invalidate = useInvalidate();
  const agentId = displayText(agent.id);
  const name = displayText(agent.agentName);
  const family: SiteFamily = fleet ? api.FLEET_SITE : api.AGENT_SITE;
  const fleets = useFleetOptions();
  const [fleetId, setFleetId] = useState('');
  // the choices: every station (agent sites), or the agent's own sites (fleet sites)
  const choices = useRequest(fleet ? [api.AGENT_SITE, agentId] : ['zyt-shell', 'choices'], async (signal) =>
    fleet
      ? siteChoices(await api.sitesOf(api.AGENT_SITE, { agentId }, signal), 'siteId', 'siteName')
      : siteChoices((await listOf('zyt-shell', { current: 1, size: 100 }, signal)).records, 'id', 'siteName'),
  );
  const query = fleet ? { agentId, fleetId } : { agentId };
  const current = useRequest(fleet && !fleetId ? null : [family, agentId, fleetId], (signal) => api.sitesOf(family, query, signal));
  const [picked, setPicked] = useState<Record<string, string[]>>({});
  const ownKey = fleetId || '-';
  const chosen = picked[ownKey] ?? (current.status === 'done' ? current.data.map((r) => displayText(r.siteId)) : []);
  const toggle = (id: string) =>
    setPicked((old) => ({ ...old, [ownKey]: chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id] }));

  const command = useCommand<SitesWrite>({
    send: (w, key) =>
      api.changeSites(family, { agentId: w.agentId, ...(w.fleetId ? { fleetId: w.fleetId } : {}), siteIds: w.siteIds }, key),
    verify: (w, _startedAt, signal) =>
      findSites(family, { agentId: w.agentId, ...(w.fleetId ? { fleetId: w.fleetId } : {}) }, w.siteIds, signal),
    onDone: () => {
      notifySuccess(t('sites.done'));
      void invalidate([family], [api.AGENT_SITE], [api.FLEET_SITE]);
      onClose();
    },
  });
  const busy = command.step !== 'idle';
  const list = choices.status === 'done' ? choices.data : [];
  const label = (id: string) => list.find(([c]) => c === id)?.[1] ?? id;
  const ready = current.status === 'done' && choices.status === 'done';
  const fleetName = fleets.find((f) => f.id === fleetId)?.name ?? '';
  const sitesText = (names: readonly string[]) => (names.length ? names.join('、') : t('sites.empty'));
  const title = t(fleet ? 'sites.fleetTitle' : 'sites.title', { name });
  const next = () => command.request({ agentId, ...(fleet ? { fleetId, fleetName } : {}), siteIds: chosen, names: chosen.map(label) });
  return (
    <FormCommandDialog
      title={title}
      icon="oil-field"
      command={command}
      nextDisabled={!ready || (fleet && !fleetId)}
      onNext={next}
      onCancel={onClose}
      confirm={(w) => ({
        title: t('sites.confirmTitle'),
        icon: 'oil-field',
        intent: Intent.PRIMARY,
        confirmText: t('sites.confirm'),
        lines: [[t('field.agentName'), name], w.fleetId ? [t('field.fleet'), w.fleetName ?? ''] : null],
        request: {
          url: api.agentPath(family, 'change'),
          payload: { agentId: w.agentId, fleetId: w.fleetId, siteIds: w.siteIds.join(',') },
        },
        children: (
          <p>
            {w.fleetId
              ? t('sites.fleetText', { name, fleet: w.fleetName, sites: sitesText(w.names), count: w.names.length })
              : t('sites.text', { name, sites: sitesText(w.names), count: w.names.length })}
          </p>
        ),
      })}
    >
      {fleet && (
        <FormField label={t('field.fleet')} id="agent-fleet" required>
          {(control) => (
            <ChoiceSelect
              {...control}
              fill
              choices={fleetChoices(fleets)}
              placeholder={t('sites.chooseFleet')}
              value={fleetId}
              disabled={busy}
              onChange={setFleetId}
            />
          )}
        </FormField>
      )}
      {fleet && !fleetId ? (
        <Callout>{t('sites.fleetFirst')}</Callout>
      ) : !ready ? (
        current.status === 'failed' || choices.status === 'failed' ? (
          <Callout intent={Intent.WARNING} role="alert">
            {t('common.loadFailed')}
          </Callout>
        ) : (
          <Spinner size={30} aria-label={t('common.loading')} />
        )
      ) : list.length === 0 ? (
        <Callout>{t('sites.noAgentSites')}</Callout>
      ) : (
        <fieldset aria-label={t(fleet ? 'field.fleetSites' : 'field.sites')} className="fc-flush">
          {list.map(([id, siteName]) => (
            <Checkbox key={id} label={siteName} checked={chosen.includes(id)} disabled={busy} onChange={() => toggle(id)} />
          ))}
        </fieldset>
      )}
    </FormCommandDialog>
  );
}
