import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Callout,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  HTMLTable,
  InputGroup,
  Intent,
  NonIdealState,
  Spinner,
  Switch,
  Tab,
  Tabs,
} from '@blueprintjs/core';
import { paramSetting, setSetting, settingInfo, updatePlatformPrice, type PlatformSettings } from '@services/api/system-admin';
import { ApiError } from '@services/http/errors';
import { notifySuccess } from '@/components/toaster';
import { useRequest } from '@/components/use-request';
import { registerSystemAdmin } from '@/i18n/system-admin-namespace';
import { formatFen, parseFen } from '@/lib/money';
import { ResourceListPage } from '@/screens/resource/resource-list-page';
import type { ScreenSlots } from '@/screens/resource/screen-slots';
import { familyDefinition, text } from './family';
import { ConfirmAlert } from '@/components/confirm-alert';
import { useInvalidate } from '@/components/query-client';
import { FormField } from '@/components/form-field';
import './system.css';

/** Why a settings call failed, for the dialog: the server's message on a 400, else a generic key. */
function failure(error: unknown): { text?: string; key?: string } {
  return error instanceof ApiError && error.kind === 'bad-request' && error.message ? { text: error.message } : { key: 'form.saveFailed' };
}

/** The settings dialog: platform settings (settingInfo / setSetting), platform price (updPlatformPrice), startup parameters (paramSetting). */
function SettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('systemAdmin');
  const invalidate = useInvalidate();
  const info = useRequest(['settings'], (signal) => Promise.all([settingInfo(signal), paramSetting(signal)]));
  const [draft, setDraft] = useState<PlatformSettings | null>(null);
  const [priceText, setPriceText] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ text?: string; key?: string } | null>(null);
  const [confirmPrice, setConfirmPrice] = useState<number | null>(null);

  // what the server holds after this dialog's own saves (no reload: the open tab and its inputs stay)
  const [base, setBase] = useState<PlatformSettings | null>(null);
  const loaded = base ?? (info.status === 'done' ? info.data[0] : null);
  const values = draft ?? loaded;
  const price = priceText ?? (loaded ? (Number(loaded.platformPrice ?? 0) / 100).toFixed(2) : '');
  const set = (patch: Partial<PlatformSettings>) => values && setDraft({ ...values, ...patch });

  const saveSettings = async () => {
    if (!values || busy) return;
    if (!text(values.platformName).trim()) return setProblem({ key: 'param.platformNameRequired' });
    setBusy(true);
    setProblem(null);
    try {
      await setSetting({
        platformName: values.platformName,
        servicePhone: values.servicePhone,
        registerOpen: values.registerOpen,
        withdrawAudit: values.withdrawAudit,
      });
      notifySuccess(t('toast.updated'));
      invalidate(['settings']);
      setBase(values);
      setDraft(null);
    } catch (e) {
      setProblem(failure(e));
    } finally {
      setBusy(false);
    }
  };
  const askPrice = () => {
    const fen = parseFen(price);
    if (typeof fen !== 'number' || fen < 0) return setProblem({ key: 'param.priceInvalid' });
    setProblem(null);
    setConfirmPrice(fen);
  };
  const savePrice = async () => {
    if (confirmPrice === null || busy) return;
    setBusy(true);
    try {
      await updatePlatformPrice(confirmPrice);
      notifySuccess(t('toast.updated'));
      invalidate(['settings']);
      if (loaded) setBase({ ...(draft ?? loaded), platformPrice: confirmPrice });
      setPriceText(null);
    } catch (e) {
      setProblem(failure(e));
    } finally {
      setBusy(false);
      setConfirmPrice(null);
    }
  };

  let body: ReactNode;
  if (info.status === 'failed') {
    body = (
      <NonIdealState
        icon="error"
        title={t('list.loadFailed')}
        action={
          <Button
            intent={Intent.PRIMARY}
            text={t('list.retry')}
            onClick={() => {
              setBase(null);
              invalidate(['settings']);
            }}
          />
        }
      />
    );
  } else if (!values || info.status !== 'done') {
    body = <Spinner size={30} aria-label={t('list.loading')} />;
  } else {
    const startup = info.data[1];
    body = (
      <Tabs id="param-settings" renderActiveTabPanelOnly>
        <Tab
          id="platform"
          title={t('param.tabPlatform')}
          panel={
            <form
              onSubmit={(e) => {
                e.preventDefault();
                void saveSettings();
              }}
            >
              <FormField label={t('param.platformName')} id="setting-platformName" required>
                {(control) => <InputGroup {...control} value={text(values.platformName)} onValueChange={(v) => set({ platformName: v })} />}
              </FormField>
              <FormField label={t('param.servicePhone')} id="setting-servicePhone">
                {(control) => <InputGroup {...control} value={text(values.servicePhone)} onValueChange={(v) => set({ servicePhone: v })} />}
              </FormField>
              <Switch
                label={t('param.registerOpen')}
                checked={Number(values.registerOpen) === 1}
                onChange={(e) => set({ registerOpen: e.currentTarget.checked ? 1 : 0 })}
              />
              <Switch
                label={t('param.withdrawAudit')}
                checked={Number(values.withdrawAudit) === 1}
                onChange={(e) => set({ withdrawAudit: e.currentTarget.checked ? 1 : 0 })}
              />
              <Button type="submit" intent={Intent.PRIMARY} loading={busy} text={t('param.saveSettings')} />
            </form>
          }
        />
        <Tab
          id="price"
          title={t('param.tabPrice')}
          panel={
            <form
              onSubmit={(e) => {
                e.preventDefault();
                askPrice();
              }}
            >
              <p className={Classes.TEXT_MUTED}>{t('param.priceHint', { current: formatFen(Number(loaded?.platformPrice ?? 0)) })}</p>
              <FormField label={t('param.platformPrice')} id="setting-platformPrice">
                {(control) => (
                  <InputGroup
                    {...control}
                    leftElement={<span className="fc-input-unit">¥</span>}
                    value={price}
                    onValueChange={(v) => setPriceText(v)}
                  />
                )}
              </FormField>
              <Button type="submit" intent={Intent.PRIMARY} loading={busy} text={t('param.savePrice')} />
            </form>
          }
        />
        <Tab
          id="startup"
          title={t('param.tabStartup')}
          panel={
            Object.keys(startup).length === 0 ? (
              <NonIdealState icon="inbox" title={t('list.empty')} />
            ) : (
              <HTMLTable compact striped className="fc-fill" aria-label={t('param.tabStartup')}>
                <thead>
                  <tr>
                    <th>{t('param.paramKey')}</th>
                    <th>{t('param.paramValue')}</th>
                  </tr>
                </thead>
                <tbody>
                  {Object.entries(startup).map(([k, v]) => (
                    <tr key={k}>
                      <td>{k}</td>
                      <td>{v}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            )
          }
        />
      </Tabs>
    );
  }

  return (
    <>
      <Dialog isOpen title={t('param.settings')} onClose={onClose} canOutsideClickClose={false} className="fc-system-dialog">
        <DialogBody>
          {problem && (
            <Callout intent={Intent.DANGER} role="alert" className="fc-system-problem">
              {problem.text ?? t(problem.key ?? 'form.saveFailed')}
            </Callout>
          )}
          {body}
        </DialogBody>
        <DialogFooter actions={<Button text={t('form.close')} onClick={onClose} />} />
      </Dialog>
      <ConfirmAlert
        isOpen={confirmPrice !== null}
        busy={busy}
        intent={Intent.WARNING}
        onConfirm={() => void savePrice()}
        onCancel={() => setConfirmPrice(null)}
      >
        <h4 className={Classes.HEADING}>{t('confirm.title')}</h4>
        <p>{t('param.priceConfirm', { price: formatFen(confirmPrice ?? 0) })}</p>
        <pre className={Classes.CODE_BLOCK}>{JSON.stringify({ platformPrice: confirmPrice })}</pre>
      </ConfirmAlert>
    </>
  );
}

/** Parameters (/system/param, spec 000 §2, §3, §5): the generic list of the param family (its blur rules are the definition's) and the settings dialog. */
export function ParamPage() {
  useState(registerSystemAdmin);
  const { t } = useTranslation('systemAdmin');
  const [settings, setSettings] = useState(false);
  const slots = useMemo<ScreenSlots>(
    () => ({
      // the settings dialog serves the family's settings actions
      ownActions: true,
      toolbar: () => <Button icon="cog" text={t('param.settings')} onClick={() => setSettings(true)} />,
    }),
    [t],
  );
  return (
    <>
      <ResourceListPage definition={familyDefinition('param')} slots={slots} />
      {settings && <SettingsDialog onClose={() => setSettings(false)} />}
    </>
  );
}

export default ParamPage;
