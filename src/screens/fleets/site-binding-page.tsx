/**
 * /siteshellfleet/siteshellfleet/:id/:siteName (spec 000 §2, spec 002 §2 "bind a supplier to a station"): the
 * suppliers (fleets) bound to one station, binding another (POST /api/siteShellFleet/siteshellfleet/submit with
 * siteId, siteName, fleetId, supplierName) and unbinding one after 提示 (remove?ids).
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
import { displayText, failureText } from '@/lib/display';
import { PageFrame } from '@/components/page-frame';
import '@/components/components.css';
import { ConfirmAlert } from '@/components/confirm-alert';
import { FailureCallout } from '@/components/failure-callout';
import './fleets.css';
import { useInvalidate } from '@/components/query-client';
import { FormField } from '@/components/form-field';

/** The bindings show their family's columns (services/resources/definitions/stations.ts). */
const BINDINGS = requireResource('site-shell-fleet');

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
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const invalidate = useInvalidate();
  const [unbinding, setUnbinding] = useState<Row | null>(null);
  const [removing, setRemoving] = useState(false);

  if (!siteId)
    return (
      <PageFrame title={t('bind.title')}>
        <Callout intent={Intent.WARNING} title={t('bind.noStation')} />
      </PageFrame>
    );

  const bind = async () => {
    setTried(true);
    if (!fleetId || saving) return;
    setSaving(true);
    setError(null);
    try {
      await api.bindSupplier(siteId, siteName, fleetId, supplierName.trim());
      notifySuccess(t('bind.bound_ok'));
      setFleetId('');
      setSupplierName('');
      setTried(false);
      invalidate(['site-shell-fleet']);
    } catch (e) {
      setError(failureText(e));
    } finally {
      setSaving(false);
    }
  };
  const unbind = async () => {
    if (!unbinding || removing) return;
    setRemoving(true);
    try {
      await api.unbind(displayText(unbinding.id));
      notifySuccess(t('bind.unbound'));
      setUnbinding(null);
      invalidate(['site-shell-fleet']);
    } catch (e) {
      setError(failureText(e));
      setUnbinding(null);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <PageFrame title={t('bind.title')}>
      <p className="fc-flush">
        <strong>{t('bind.station', { name: siteName })}</strong>
      </p>
      <form
        aria-label={t('bind.title')}
        onSubmit={(e) => {
          e.preventDefault();
          void bind();
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
        <Button type="submit" intent={Intent.PRIMARY} icon="link" loading={saving} text={t('bind.submit')} />
      </form>
      <FailureCallout failure={error} />
      <h3 className={Classes.HEADING}>{t('bind.bound')}</h3>
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
              <RowButton text={t('bind.unbind')} of={displayText(r.supplierName)} intent={Intent.DANGER} onClick={() => setUnbinding(r)} />
            ),
          ],
        ]}
        load={(q, signal) => api.listOf('site-shell-fleet', { ...q, siteId }, signal)}
      />
      <ConfirmAlert
        isOpen={unbinding !== null}
        busy={removing}
        intent={Intent.DANGER}
        icon="unlink"
        onConfirm={() => void unbind()}
        onCancel={() => setUnbinding(null)}
      >
        <h4 className={Classes.HEADING}>{t('bind.unbindTitle')}</h4>
        <p>{t('bind.unbindText', { name: displayText(unbinding?.supplierName) })}</p>
      </ConfirmAlert>
    </PageFrame>
  );
}
