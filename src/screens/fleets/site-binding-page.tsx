/**
 * /siteshellfleet/siteshellfleet/:id/:siteName (spec 000 §2, spec 002 §2 "bind a supplier to a station"): the
 * suppliers (fleets) bound to one station, binding another (POST /api/siteShellFleet/siteshellfleet/submit with
 * siteId, siteName, fleetId, supplierName) and unbinding one after 提示 (remove?ids). Both are commands
 * (docs/flows.md "Commands"): after a lost answer the station's bindings are read for the new row, or the row gone.
 */
import { RowButton } from '@/components/row-button';
import '@/i18n/fleet-namespace';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Button, Callout, Classes, InputGroup, Intent } from '@blueprintjs/core';
import * as api from '@services/api/fleets/calls';
import { requireResource } from '@services/resources/registry';
import { definitionColumns } from '@/screens/resource/definition-columns';
import '@/i18n/resources-namespace';
import { useDocumentTitle } from '@/components/use-document-title';
import { notifySuccess } from '@/components/toaster';
import { ChoiceSelect, FilteredList, fleetChoices, useFleetOptions, type Row } from './fleet-filters';
import { displayText } from '@/lib/display';
import { PageFrame } from '@/components/page-frame';
import '@/components/components.css';
import { CommandDialog } from '@/components/command-dialog';
import type { CommandCalls } from '@/components/use-command';
import { CommandRound } from '@/components/command-round';
import { foundRow, stampedSince } from './fleet-commands';
import './fleets.css';
import { useInvalidate } from '@/components/query-client';
import { FormField } from '@/components/form-field';
import { useUnsavedGuard } from '@/components/unsaved-guard';

/** The bindings show their family's columns (services/resources/definitions/stations.ts). */
const BINDINGS = requireResource('site-shell-fleet');

interface BindPayload {
  fleetId: string;
  supplierName: string;
}

const decoded = (v: string | undefined) => {
  try {
    return decodeURIComponent(v ?? '');
  } catch {
    return v ?? '';
  }
};

export function SiteBindingPage() {
  const { t } = useTranslation('fleet');
  useDocumentTitle('routes:settlement.bindSupplierToStation');
  const params = useParams();
  const siteId = params.id ?? '';
  const siteName = decoded(params.siteName);
  const fleets = useFleetOptions();
  const [fleetId, setFleetId] = useState('');
  const [supplierName, setSupplierName] = useState('');
  const [tried, setTried] = useState(false);
  // a binding chosen and not yet made (a made one empties the form)
  useUnsavedGuard(fleetId !== '' || supplierName !== '');
  const invalidate = useInvalidate();
  const bindCalls: CommandCalls<BindPayload, unknown> = {
    send: (p, key) => api.bindSupplier(siteId, siteName, p.fleetId, p.supplierName, key),
    verify: async (p, startedAt, signal) => {
      const page = await api.bindings(siteId, signal);
      return foundRow(page.records.find((r) => displayText(r.fleetId) === p.fleetId && stampedSince(r, startedAt)));
    },
    onDone: () => {
      notifySuccess(t('bind.bound_ok'));
      setFleetId('');
      setSupplierName('');
      setTried(false);
      invalidate(['site-shell-fleet']);
    },
  };
  const unbindCalls: CommandCalls<Row, unknown> = {
    send: (r, key) => api.unbind(displayText(r.id), key),
    verify: async (r, _startedAt, signal) => {
      const page = await api.bindings(siteId, signal);
      return page.records.some((x) => displayText(x.id) === displayText(r.id)) ? { found: false } : { found: true };
    },
    onDone: () => {
      notifySuccess(t('bind.unbound'));
      invalidate(['site-shell-fleet']);
    },
  };

  if (!siteId)
    return (
      <PageFrame title={t('bind.title')}>
        <Callout intent={Intent.WARNING} title={t('bind.noStation')} />
      </PageFrame>
    );

  const fleetName = (id: string | undefined) => fleets.find((f) => f.id === id)?.name ?? '';

  return (
    <PageFrame title={t('bind.title')}>
      <p className="fc-flush">
        <strong>{t('bind.station', { name: siteName })}</strong>
      </p>
      <CommandRound calls={bindCalls}>
        {(binding) => (
          <>
            <form
              aria-label={t('bind.title')}
              onSubmit={(e) => {
                e.preventDefault();
                setTried(true);
                if (fleetId) binding.request({ fleetId, supplierName: supplierName.trim() });
              }}
              className="fc-row-end fc-fleet-bind-form"
            >
              <FormField
                label={t('bind.fleet')}
                id="bind-fleet"
                className="fc-flush"
                error={tried && !fleetId ? t('bind.chooseFleet') : undefined}
              >
                {(control) => (
                  <ChoiceSelect
                    {...control}
                    choices={fleetChoices(fleets)}
                    placeholder={t('bind.chooseFleet')}
                    value={fleetId}
                    onChange={setFleetId}
                  />
                )}
              </FormField>
              <FormField label={t('bind.supplierName')} id="bind-supplier" helper={t('bind.supplierHint')} className="fc-flush">
                {(control) => <InputGroup {...control} value={supplierName} onValueChange={setSupplierName} />}
              </FormField>
              <Button type="submit" intent={Intent.PRIMARY} icon="link" disabled={binding.step !== 'idle'} text={t('bind.submit')} />
            </form>
            <CommandDialog
              command={binding}
              title={t('bind.title')}
              icon="link"
              confirmText={t('bind.submit')}
              lines={[
                [t('bind.fleet'), fleetName(binding.payload?.fleetId)],
                [t('bind.supplierName'), binding.payload?.supplierName || fleetName(binding.payload?.fleetId)],
              ]}
              request={{ url: api.fleetPath('site-shell-fleet', 'submit'), payload: { siteId, siteName, ...binding.payload } }}
            >
              <p>{t('bind.station', { name: siteName })}</p>
            </CommandDialog>
          </>
        )}
      </CommandRound>
      <h3 className={Classes.HEADING}>{t('bind.bound')}</h3>
      <CommandRound calls={unbindCalls}>
        {(unbinding) => (
          <>
            <FilteredList
              id={`site-bindings-${siteId}`}
              label={t('bind.bound')}
              fields={[]}
              queryKey={['site-shell-fleet', 'list', siteId]}
              columns={[
                ...definitionColumns(BINDINGS, t, {
                  only: ['fleetId', 'supplierName', 'createTime'],
                  cells: { fleetId: (r) => displayText(r.fleetName) },
                }),
                [
                  t('list.actions'),
                  (r) => (
                    <RowButton
                      text={t('bind.unbind')}
                      of={displayText(r.supplierName)}
                      intent={Intent.DANGER}
                      onClick={() => unbinding.request(r)}
                    />
                  ),
                ],
              ]}
              load={(q, signal) => api.listOf('site-shell-fleet', { ...q, siteId }, signal)}
            />
            <CommandDialog
              command={unbinding}
              title={t('bind.unbindTitle')}
              intent={Intent.DANGER}
              icon="unlink"
              request={{ url: api.fleetPath('site-shell-fleet', 'remove'), payload: { ids: displayText(unbinding.payload?.id) } }}
            >
              <p>{t('bind.unbindText', { name: displayText(unbinding.payload?.supplierName) })}</p>
            </CommandDialog>
          </>
        )}
      </CommandRound>
    </PageFrame>
  );
}
