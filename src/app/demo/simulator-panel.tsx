import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Callout,
  Classes,
  Drawer,
  DrawerSize,
  HTMLSelect,
  InputGroup,
  Intent,
  NumericInput,
  Slider,
  Switch,
  Tag,
} from '@blueprintjs/core';
import { setIdempotencyHonoured } from '@services/http/config';
import { FAULT_KINDS, type FaultKind } from '@services/mock/faults';
import type { SimulatorControls } from '@services/mock/remote-controls';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { ClearButton, EndpointRules } from './endpoint-rules';

/**
 * Demo-mode control panel of the simulated backend: latency, failures, per-endpoint rules, token expiry, data reset.
 * `onReset` runs after a confirmed reset (the console reloads, so its reads start again on the fresh data).
 */
export function SimulatorPanel({ simulator, onReset }: { simulator: SimulatorControls; onReset?: () => void }) {
  const { t } = useTranslation('simulator');
  const { config, faults } = simulator;
  const [open, setOpen] = useState(false);
  const [latency, setLatency] = useState(String(config.latencyMs));
  const [failurePercent, setFailurePercent] = useState(Math.round(config.failureRate * 100));
  const [tokenSeconds, setTokenSeconds] = useState(String(config.accessTokenSeconds));
  const [captcha, setCaptcha] = useState(config.captchaEnabled);
  const [keysHonoured, setKeysHonoured] = useState(config.idempotencyHonoured);
  const [pattern, setPattern] = useState('');
  const [patternError, setPatternError] = useState(false);
  const [kind, setKind] = useState<FaultKind>('500');
  const [pending, setPending] = useState(() => [...faults.pending()]);
  const [rules, setRules] = useState(() => [...faults.rules()]);
  const [confirmReset, setConfirmReset] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const openDrawer = (): void => {
    setLatency(String(config.latencyMs));
    setFailurePercent(Math.round(config.failureRate * 100));
    setTokenSeconds(String(config.accessTokenSeconds));
    setCaptcha(config.captchaEnabled);
    setKeysHonoured(config.idempotencyHonoured);
    setPending([...faults.pending()]);
    setRules([...faults.rules()]);
    setNotice(null);
    setOpen(true);
  };

  const addFault = (): void => {
    const value = pattern.trim();
    if (!value) {
      setPatternError(true);
      return;
    }
    faults.failNext(value, kind);
    setPending([...faults.pending()]);
    setPattern('');
  };

  return (
    <>
      <Button icon="wrench" text={t('open')} className="fc-sim-launcher" intent={Intent.PRIMARY} variant="outlined" onClick={openDrawer} />
      <Drawer isOpen={open} onClose={() => setOpen(false)} size={DrawerSize.SMALL} icon="wrench" title={t('title')}>
        <div className={Classes.DRAWER_BODY}>
          <div className={Classes.DIALOG_BODY}>
            <p className={`${Classes.TEXT_MUTED} fc-sim-section`}>{t(simulator.where === 'server' ? 'introServer' : 'intro')}</p>
            {notice && (
              <Callout intent={Intent.SUCCESS} className="fc-sim-section">
                {notice}
              </Callout>
            )}

            <section className="fc-sim-section">
              <h4 className={Classes.HEADING}>{t('network')}</h4>
              <NumberSetting
                label={t('latency')}
                id="sim-latency"
                helper={t('latencyHelp')}
                range={[0, 60000]}
                steps={[100, 1000]}
                value={latency}
                onChange={(value, text) => {
                  setLatency(text);
                  config.latencyMs = Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0;
                }}
              />
              <FormField label={t('failureRate')} helper={t('failureRateHelp')} group>
                {() => (
                  <div className="fc-sim-slider">
                    <Slider
                      min={0}
                      max={100}
                      stepSize={1}
                      labelStepSize={25}
                      value={failurePercent}
                      labelRenderer={(v) => `${v}%`}
                      handleHtmlProps={{ 'aria-label': t('failureRate') }}
                      onChange={setFailurePercent}
                      onRelease={(v) => {
                        config.failureRate = v / 100;
                      }}
                    />
                  </div>
                )}
              </FormField>
            </section>

            <section className="fc-sim-section">
              <h4 className={Classes.HEADING}>{t('oneShot')}</h4>
              <FormField label={t('pathPattern')} id="sim-fault-path" error={patternError ? t('pathRequired') : undefined}>
                {(control) => (
                  <InputGroup
                    {...control}
                    value={pattern}
                    placeholder={t('pathPlaceholder')}
                    intent={patternError ? Intent.DANGER : Intent.NONE}
                    onChange={(e) => {
                      setPattern(e.target.value);
                      setPatternError(false);
                    }}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') addFault();
                    }}
                  />
                )}
              </FormField>
              <FormField label={t('kind')} id="sim-fault-kind">
                {(control) => (
                  <HTMLSelect
                    {...control}
                    fill
                    value={kind}
                    options={FAULT_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
                    onChange={(e) => setKind(e.target.value as FaultKind)}
                  />
                )}
              </FormField>
              <Button icon="error" intent={Intent.WARNING} text={t('failNext')} onClick={addFault} />
              <div className="fc-sim-faults">
                <div className={Classes.TEXT_MUTED}>{pending.length ? t('pendingFaults') : t('noPendingFaults')}</div>
                {pending.map((f, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the same fault may be queued twice; the queue only grows and drains from the front
                  <Tag key={i} minimal className="fc-sim-fault">
                    {`${String(f.pattern)} · ${t(`kinds.${f.kind}`)} ×${f.remaining}`}
                  </Tag>
                ))}
                {pending.length > 0 && (
                  <ClearButton
                    text={t('clearFaults')}
                    onClear={() => {
                      faults.clear();
                      setPending([]);
                    }}
                  />
                )}
              </div>
            </section>

            <EndpointRules faults={faults} rules={rules} onChange={() => setRules([...faults.rules()])} />

            <section className="fc-sim-section">
              <h4 className={Classes.HEADING}>{t('session')}</h4>
              <NumberSetting
                label={t('accessTokenSeconds')}
                id="sim-token-seconds"
                range={[1, 604800]}
                steps={[60, 600]}
                value={tokenSeconds}
                onChange={(value, text) => {
                  setTokenSeconds(text);
                  if (Number.isFinite(value) && value >= 1) config.accessTokenSeconds = Math.round(value);
                }}
              />
              <Switch
                checked={captcha}
                label={t('captchaEnabled')}
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  setCaptcha(checked);
                  config.captchaEnabled = checked;
                }}
              />
              <Switch
                checked={keysHonoured}
                label={t('idempotencyHonoured')}
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  setKeysHonoured(checked);
                  config.idempotencyHonoured = checked;
                  setIdempotencyHonoured(checked);
                }}
              />
              <Button
                icon="time"
                text={t('expireTokens')}
                onClick={() => {
                  simulator.expireTokens();
                  setNotice(t('tokensExpired'));
                }}
              />
            </section>

            <section className="fc-sim-section">
              <h4 className={Classes.HEADING}>{t('data')}</h4>
              <Button icon="reset" intent={Intent.DANGER} text={t('reset')} onClick={() => setConfirmReset(true)} />
            </section>
          </div>
        </div>
      </Drawer>
      <ConfirmDialog
        isOpen={confirmReset}
        title={t('reset')}
        submitting={false}
        intent={Intent.DANGER}
        icon="reset"
        confirmText={t('resetConfirmButton')}
        cancelText={t('cancel')}
        onCancel={() => setConfirmReset(false)}
        onConfirm={() => {
          simulator.reset();
          setPending([]);
          setConfirmReset(false);
          setNotice(t('resetDone'));
          onReset?.();
        }}
      >
        <p>{t('resetConfirm')}</p>
      </ConfirmDialog>
    </>
  );
}

/** A number the simulator runs with: its field, range and steps (the small and the shift-arrow step). */
function NumberSetting({
  label,
  id,
  helper,
  range,
  steps,
  value,
  onChange,
}: {
  label: string;
  id: string;
  helper?: string;
  range: [number, number];
  steps: [number, number];
  value: string;
  onChange: (value: number, text: string) => void;
}) {
  return (
    <FormField label={label} id={id} helper={helper}>
      {(control) => (
        <NumericInput
          {...control}
          min={range[0]}
          max={range[1]}
          stepSize={steps[0]}
          majorStepSize={steps[1]}
          value={value}
          clampValueOnBlur
          fill
          onValueChange={onChange}
        />
      )}
    </FormField>
  );
}
