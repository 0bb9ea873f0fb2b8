import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonGroup, Classes, HTMLSelect, Intent, NumericInput } from '@blueprintjs/core';
import type { EndpointRule } from '@services/mock/faults';
import type { SimulatorControls } from '@services/mock/remote-controls';
import { familyEndpoints, type FamilyEndpoint } from '@services/mock/family-endpoints';
import { RESOURCES } from '@services/resources/registry';
import { FormField, TextField } from '@/components/form-field';

/** The option value of "every endpoint of the family". */
const WHOLE_FAMILY = 'all';

interface Family {
  key: string;
  label: string;
  endpoints: FamilyEndpoint[];
}

/** Rules shown as one row: a family's rules of one kind, or a single endpoint's rule. */
interface RuleRow {
  id: string;
  text: string;
  rules: EndpointRule[];
}

/** The small button that empties a list of the panel (pending faults, rules in force). */
export function ClearButton({ text, onClear }: { text: string; onClear: () => void }) {
  return <Button variant="minimal" size="small" icon="cross" text={text} onClick={onClear} />;
}

const endpointText = (e: { method?: string; path: unknown }): string => `${e.method ?? '*'} ${String(e.path)}`;

/**
 * The standing per-endpoint rules of the simulated backend: pick a family of the registry (or one of its endpoints),
 * make the backend refuse it or answer it slowly, and see and remove the rules in force.
 */
export function EndpointRules({
  faults,
  rules,
  onChange,
}: {
  faults: SimulatorControls['faults'];
  rules: readonly EndpointRule[];
  onChange: () => void;
}) {
  const { t } = useTranslation('simulator');
  const families = useMemo<Family[]>(
    () => RESOURCES.map((d) => ({ key: d.key, label: t(d.titleKey, { defaultValue: d.key }), endpoints: familyEndpoints(d) })),
    [t],
  );
  const [query, setQuery] = useState('');
  const [familyKey, setFamilyKey] = useState('');
  const [endpoint, setEndpoint] = useState(WHOLE_FAMILY);
  const [status, setStatus] = useState<400 | 500>(400);
  const [slowMs, setSlowMs] = useState('3000');
  // a removed row takes its focused button with it: the focus goes to the list's caption, still in the drawer
  const caption = useRef<HTMLDivElement>(null);
  const removed = (): void => {
    onChange();
    caption.current?.focus();
  };

  const needle = query.trim().toLowerCase();
  const shown = needle
    ? families.filter(
        (f) =>
          f.key.includes(needle) ||
          f.label.toLowerCase().includes(needle) ||
          f.endpoints.some((e) => e.path.toLowerCase().includes(needle)),
      )
    : families;
  const family = shown.find((f) => f.key === familyKey) ?? shown[0];
  const targets = (): FamilyEndpoint[] => {
    if (!family) return [];
    const one = family.endpoints[Number(endpoint)];
    return endpoint !== WHOLE_FAMILY && one ? [one] : family.endpoints;
  };
  const groupOf = (): { group?: string } => (family && endpoint === WHOLE_FAMILY ? { group: family.key } : {});

  const refuse = (): void => {
    for (const e of targets()) faults.refuse(e, { status, ...groupOf() });
    onChange();
  };
  const slow = (): void => {
    const ms = Number(slowMs);
    if (!(ms > 0)) return;
    for (const e of targets()) faults.slow(e, ms, groupOf());
    onChange();
  };

  const kindText = (rule: EndpointRule): string =>
    rule.kind === 'refuse' ? t('rules.refusedRow', { status: rule.status }) : t('rules.slowRow', { ms: rule.ms });
  const rows: RuleRow[] = [];
  for (const rule of rules) {
    const id = rule.group ? `${rule.group} ${kindText(rule)}` : `${endpointText(rule)} ${kindText(rule)}`;
    const row = rows.find((r) => r.id === id);
    if (row) row.rules.push(rule);
    else rows.push({ id, text: '', rules: [rule] });
  }
  for (const row of rows) {
    const [first] = row.rules;
    if (!first) continue;
    const label = families.find((f) => f.key === first.group)?.label;
    row.text = label
      ? `${label} · ${t('rules.endpointCount', { count: row.rules.length })} · ${kindText(first)}`
      : `${endpointText(first)} · ${kindText(first)}`;
  }

  return (
    <section className="fc-sim-section" aria-labelledby="sim-rules-title">
      <h4 className={Classes.HEADING} id="sim-rules-title">
        {t('rules.title')}
      </h4>
      <p className={Classes.TEXT_MUTED}>{t('rules.intro')}</p>
      <TextField
        label={t('rules.search')}
        id="sim-rule-search"
        value={query}
        input={{ type: 'search', leftIcon: 'search', placeholder: t('rules.searchPlaceholder') }}
        onValueChange={(v) => {
          setQuery(v);
          setEndpoint(WHOLE_FAMILY);
        }}
      />
      <FormField label={t('rules.family')} id="sim-rule-family" helper={shown.length ? undefined : t('rules.noFamily')}>
        {(control) => (
          <HTMLSelect
            {...control}
            fill
            value={family?.key ?? ''}
            disabled={!shown.length}
            options={shown.map((f) => ({ value: f.key, label: `${f.label}（${f.key}）` }))}
            onChange={(e) => {
              setFamilyKey(e.target.value);
              setEndpoint(WHOLE_FAMILY);
            }}
          />
        )}
      </FormField>
      <FormField label={t('rules.endpoint')} id="sim-rule-endpoint">
        {(control) => (
          <HTMLSelect
            {...control}
            fill
            value={endpoint}
            disabled={!family}
            options={[
              { value: WHOLE_FAMILY, label: t('rules.wholeFamily', { count: family?.endpoints.length ?? 0 }) },
              ...(family?.endpoints ?? []).map((e, i) => ({ value: String(i), label: endpointText(e) })),
            ]}
            onChange={(e) => setEndpoint(e.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('rules.status')} id="sim-rule-status">
        {(control) => (
          <HTMLSelect
            {...control}
            fill
            value={String(status)}
            options={[
              { value: '400', label: t('rules.status400') },
              { value: '500', label: t('rules.status500') },
            ]}
            onChange={(e) => setStatus(e.target.value === '500' ? 500 : 400)}
          />
        )}
      </FormField>
      <FormField label={t('rules.slowMs')} id="sim-rule-slow-ms">
        {(control) => (
          <NumericInput
            {...control}
            min={1}
            max={120000}
            stepSize={500}
            majorStepSize={5000}
            value={slowMs}
            clampValueOnBlur
            fill
            onValueChange={(_value, text) => setSlowMs(text)}
          />
        )}
      </FormField>
      <ButtonGroup>
        <Button icon="disable" intent={Intent.DANGER} text={t('rules.refuse')} disabled={!family} onClick={refuse} />
        <Button icon="time" intent={Intent.WARNING} text={t('rules.slow')} disabled={!family || !(Number(slowMs) > 0)} onClick={slow} />
      </ButtonGroup>
      <div className="fc-sim-faults">
        <div className={Classes.TEXT_MUTED} id="sim-rules-active" ref={caption} tabIndex={-1}>
          {rows.length ? t('rules.active') : t('rules.none')}
        </div>
        {rows.length > 0 && (
          <ul className="fc-sim-rules" aria-labelledby="sim-rules-active">
            {rows.map((row) => (
              <li key={row.id}>
                <span>{row.text}</span>
                <Button
                  variant="minimal"
                  size="small"
                  icon="cross"
                  aria-label={t('rules.remove', { rule: row.text })}
                  onClick={() => {
                    for (const rule of row.rules) faults.clearRule(rule, rule.kind);
                    removed();
                  }}
                />
              </li>
            ))}
          </ul>
        )}
        {rows.length > 0 && (
          <ClearButton
            text={t('rules.clear')}
            onClear={() => {
              faults.clearRules();
              removed();
            }}
          />
        )}
      </div>
    </section>
  );
}
