/**
 * Where a direct recharge may be spent (spec 002 §7 "Recharge and staff"): the operator picks among its own company
 * and the companies under it (GET selectAndSubordinateById, searched by name), then among the stations of the picked
 * companies (POST selectSiteByTenantIdList). Nothing picked: the recharge is spent anywhere, as before.
 */
import { Button, Callout, Checkbox, Classes, InputGroup, Intent, Spinner, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as api from '@services/api/recharge/calls';
import { FormField } from '@/components/form-field';
import { useRequest } from '@/components/use-request';

export interface RechargeScope {
  tenantIds: string[];
  siteIds: string[];
  /** The picked companies' and stations' names, as the confirmation says them. */
  names: string[];
}

export const NO_SCOPE: RechargeScope = { tenantIds: [], siteIds: [], names: [] };

/** The picked ids with one more, or one fewer. */
const toggled = (ids: readonly string[], id: string, on: boolean) => (on ? [...ids, id] : ids.filter((x) => x !== id));

export function RechargeScopePicker({
  value,
  disabled,
  onChange,
}: {
  value: RechargeScope;
  disabled: boolean;
  onChange: (scope: RechargeScope) => void;
}) {
  const { t } = useTranslation('recharge');
  // the companies are read once the operator limits the recharge (most recharges are spent anywhere)
  const [limited, setLimited] = useState(value.tenantIds.length > 0);
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  const companies = useRequest(limited ? ['recharge-scope', 'companies', name] : null, (signal) => api.subordinateCompanies(name, signal));
  const picked = value.tenantIds;
  const sites = useRequest(picked.length ? ['recharge-scope', 'sites', [...picked].sort().join(',')] : null, (signal) =>
    api.sitesOfCompanies(picked, signal),
  );
  // names known so far (a company picked under another search keeps its name)
  const [known, setKnown] = useState<Record<string, string>>({});
  const listed = companies.status === 'done' ? companies.data : [];
  const siteRows = sites.status === 'done' ? sites.data : [];
  const change = (tenantIds: string[], siteIds: string[], names: Record<string, string>) => {
    // a station of a company no longer picked is dropped with it
    const keptSites = siteIds.filter((id) => {
      const site = siteRows.find((s) => s.id === id);
      return !site || tenantIds.includes(site.tenantId);
    });
    onChange({ tenantIds, siteIds: keptSites, names: [...tenantIds, ...keptSites].map((id) => names[id] ?? id) });
  };
  const pickCompany = (c: api.Company, on: boolean) => {
    const names = { ...known, [c.tenantId]: c.tenantName };
    setKnown(names);
    change(toggled(picked, c.tenantId, on), value.siteIds, names);
  };
  const pickSite = (s: api.Site, on: boolean) => {
    const names = { ...known, [s.id]: `${s.tenantName} · ${s.siteName}` };
    setKnown(names);
    change(picked, toggled(value.siteIds, s.id, on), names);
  };
  return (
    <fieldset className="fc-stack" aria-label={t('scope.title')} disabled={disabled}>
      <Switch
        label={t('scope.limit')}
        checked={limited}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          setLimited(on);
          if (!on) onChange(NO_SCOPE);
        }}
      />
      {limited ? (
        <>
          <p className={`${Classes.TEXT_MUTED} fc-flush`}>{t('scope.hint')}</p>
          <div className="fc-row-end">
            <FormField label={t('scope.companySearch')} id="recharge-scope-company" className="fc-flush">
              {(control) => (
                <InputGroup
                  {...control}
                  value={typed}
                  onValueChange={setTyped}
                  onKeyDown={(e) => {
                    if (e.key !== 'Enter') return;
                    e.preventDefault();
                    setName(typed.trim());
                  }}
                />
              )}
            </FormField>
            <Button icon="search" text={t('common.search')} onClick={() => setName(typed.trim())} />
          </div>
          {companies.status === 'loading' ? <Spinner size={16} aria-label={t('scope.companies')} /> : null}
          {companies.status === 'failed' ? <Callout intent={Intent.DANGER}>{t('common.loadFailed')}</Callout> : null}
          <div role="group" aria-label={t('scope.companies')} className="fc-row">
            {listed.map((c) => (
              <Checkbox
                key={c.tenantId}
                label={c.tenantName}
                checked={picked.includes(c.tenantId)}
                onChange={(e) => pickCompany(c, e.currentTarget.checked)}
              />
            ))}
          </div>
          {picked.length ? (
            <div role="group" aria-label={t('scope.sites')} className="fc-row">
              {sites.status === 'loading' ? <Spinner size={16} /> : null}
              {sites.status === 'done' && siteRows.length === 0 ? <span className={Classes.TEXT_MUTED}>{t('scope.noSites')}</span> : null}
              {siteRows.map((s) => (
                <Checkbox
                  key={s.id}
                  label={`${s.tenantName} · ${s.siteName}`}
                  checked={value.siteIds.includes(s.id)}
                  onChange={(e) => pickSite(s, e.currentTarget.checked)}
                />
              ))}
            </div>
          ) : null}
        </>
      ) : null}
    </fieldset>
  );
}
