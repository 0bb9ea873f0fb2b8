import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
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
import {
  paramSetting,
  setSetting,
  settingInfo,
  updatePlatformPrice,
  writeRequest,
  type PlatformSettings,
} from '@services/api/system-admin';
import { notifySuccess } from '@/components/toaster';
import { useRequest } from '@/components/use-request';
import { formatFen, parseFen } from '@/lib/money';
import { ResourceListPage } from '@/screens/resource/resource-list-page';
import type { ScreenSlots } from '@/screens/resource/screen-slots';
import { text } from './family';
import { LoadFailed, useSystemFamily } from './system-parts';
import { useCommand } from '@/components/use-command';
import { CommandDialog } from '@/components/command-dialog';
import { useInvalidate } from '@/components/query-client';
import { FormField } from '@/components/form-field';
import { useLeaveQuestion, useUnsavedGuard } from '@/components/unsaved-guard';
import './system.css';

type SettingsPayload = Pick<PlatformSettings, 'platformName' | 'servicePhone' | 'registerOpen' | 'withdrawAudit'>;
const SETTING_FIELDS = ['platformName', 'servicePhone', 'registerOpen', 'withdrawAudit'] as const;

/** The settings dialog: platform settings (settingInfo / setSetting), platform price (updPlatformPrice), startup parameters (paramSetting). */
function SettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('systemAdmin');
  const invalidate = useInvalidate();
  const info = useRequest(['settings'], (signal) => Promise.all([settingInfo(signal), paramSetting(signal)]));
  const [draft, setDraft] = useState<PlatformSettings | null>(null);
  const [priceText, setPriceText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // what the server holds after this dialog's own saves (no reload: the open tab and its inputs stay)
  const [base, setBase] = useState<PlatformSettings | null>(null);
  const loaded = base ?? (info.status === 'done' ? info.data[0] : null);
  const values = draft ?? loaded;
  const loadedPrice = loaded ? (Number(loaded.platformPrice ?? 0) / 100).toFixed(2) : '';
  const price = priceText ?? loadedPrice;
  // settings or a price changed from what the server holds: closing asks first, and so do the console tab and the browser tab
  const dirty =
    (draft !== null && loaded !== null && SETTING_FIELDS.some((f) => text(draft[f]) !== text(loaded[f]))) ||
    (priceText !== null && priceText !== loadedPrice);
  useUnsavedGuard(dirty);
  const leaving = useLeaveQuestion(dirty);
  const close = () => leaving.ask(onClose);
  const set = (patch: Partial<PlatformSettings>) => values && setDraft({ ...values, ...patch });
  /** A saved part is what the server holds now: the toast, the cache, and the dialog's base. */
  const saved = (patch: Partial<PlatformSettings>) => {
    notifySuccess(t('toast.updated'));
    invalidate(['settings']);
    if (loaded) setBase({ ...loaded, ...patch });
  };

  const settings = useCommand<SettingsPayload>({
    send: (p, key) => setSetting(p, key),
    // the settings read back as sent
    verify: async (p, _startedAt, signal) => {
      const now = await settingInfo(signal);
      return { found: SETTING_FIELDS.every((f) => text(now[f]) === text(p[f])), record: now };
    },
    onDone: (_r, p) => {
      saved(p);
      setDraft(null);
    },
  });
  const platformPrice = useCommand<{ platformPrice: number }>({
    send: (p, key) => updatePlatformPrice(p.platformPrice, key),
    verify: async (p, _startedAt, signal) => {
      const now = await settingInfo(signal);
      return { found: Number(now.platformPrice) === p.platformPrice, record: now };
    },
    onDone: (_r, p) => {
      saved(p);
      if (draft) setDraft({ ...draft, ...p });
      setPriceText(null);
    },
  });

  const askSettings = () => {
    if (!values || settings.step !== 'idle') return;
    if (!text(values.platformName).trim()) return setProblem('param.platformNameRequired');
    setProblem(null);
    settings.request({
      platformName: values.platformName,
      servicePhone: values.servicePhone,
      registerOpen: values.registerOpen,
      withdrawAudit: values.withdrawAudit,
    });
  };
  const askPrice = () => {
    const fen = parseFen(price);
    if (typeof fen !== 'number' || fen < 0) return setProblem('param.priceInvalid');
    setProblem(null);
    platformPrice.request({ platformPrice: fen });
  };
  /** A tab holding a form whose submit asks for its command's confirmation. */
  const formTab = (id: string, title: string, ask: () => void, submitText: string, step: string, fields: ReactNode) => (
    <Tab
      id={id}
      title={title}
      panel={
        <form
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            ask();
          }}
        >
          {fields}
          <Button type="submit" intent={Intent.PRIMARY} loading={step === 'submitting'} text={submitText} />
        </form>
      }
    />
  );
  const yesNo = (v: unknown) => t(Number(v) === 1 ? 'param.on' : 'param.off');

  let body: ReactNode;
  if (info.status === 'failed') {
    body = (
      <LoadFailed
        onRetry={() => {
          setBase(null);
          invalidate(['settings']);
        }}
      />
    );
  } else if (!values || info.status !== 'done') {
    body = <Spinner size={30} aria-label={t('list.loading')} />;
  } else {
    const startup = info.data[1];
    body = (
      <Tabs id="param-settings" renderActiveTabPanelOnly>
        {formTab(
          'platform',
          t('param.tabPlatform'),
          askSettings,
          t('param.saveSettings'),
          settings.step,
          <>
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
          </>,
        )}
        {formTab(
          'price',
          t('param.tabPrice'),
          askPrice,
          t('param.savePrice'),
          platformPrice.step,
          <>
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
          </>,
        )}
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
      <Dialog isOpen title={t('param.settings')} onClose={close} canOutsideClickClose={false} className="fc-system-dialog">
        <DialogBody>
          {problem && (
            <Callout intent={Intent.DANGER} role="alert" className="fc-system-problem">
              {t(problem)}
            </Callout>
          )}
          {body}
        </DialogBody>
        <DialogFooter actions={<Button text={t('form.close')} onClick={close} />} />
        {leaving.question}
      </Dialog>
      <CommandDialog
        command={settings}
        title={t('command.settingsTitle')}
        lines={
          settings.payload
            ? [
                [t('param.platformName'), text(settings.payload.platformName)],
                [t('param.servicePhone'), text(settings.payload.servicePhone)],
                [t('param.registerOpen'), yesNo(settings.payload.registerOpen)],
                [t('param.withdrawAudit'), yesNo(settings.payload.withdrawAudit)],
              ]
            : undefined
        }
        request={settings.payload ? writeRequest('param', 'setSetting', settings.payload) : null}
      />
      <CommandDialog
        command={platformPrice}
        title={t('command.priceTitle')}
        intent={Intent.WARNING}
        request={platformPrice.payload ? writeRequest('param', 'updPlatformPrice', platformPrice.payload) : null}
      >
        <p>{t('param.priceConfirm', { price: formatFen(platformPrice.payload?.platformPrice ?? 0) })}</p>
      </CommandDialog>
    </>
  );
}

/** Parameters (/system/param, spec 000 §2, §3, §5): the generic list of the param family (its blur rules are the definition's) and the settings dialog. */
export function ParamPage() {
  const { t, def } = useSystemFamily('param');
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
      <ResourceListPage definition={def} slots={slots} />
      {settings && <SettingsDialog onClose={() => setSettings(false)} />}
    </>
  );
}

export default ParamPage;
