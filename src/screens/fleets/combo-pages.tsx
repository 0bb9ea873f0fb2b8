/**
 * Settlement combos (spec 002 §7 "Fleet combo…", spec 000 §2 /cyhfleetsettlementcombo/fleetsettlementcombo and its
 * /new): the generic combo list with the way to the batch form, and the batch form itself — several combo lines of
 * one fleet, checked line by line (required fields, dates in order, whole rule values, no two lines of one grade
 * overlapping in time), confirmed, then sent as batchUpdate (changed lines) and batchAdd (new lines) — a command
 * (docs/flows.md "Commands"): after a lost answer the fleet's combos are read for every line sent.
 */
import '@/i18n/fleet-namespace';
import '@/i18n/resources-namespace';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Callout, Classes, HTMLSelect, HTMLTable, InputGroup, Intent, Spinner } from '@blueprintjs/core';
import * as api from '@services/api/fleets/calls';
import { OIL_GRADES } from '@services/api/fleets/status';
import { resourceByKey } from '@services/resources/registry';
import { useDocumentTitle } from '@/components/use-document-title';
import { notifySuccess } from '@/components/toaster';
import { ResourceListPage } from '@/screens/resource/resource-list-page';
import { ChoiceSelect, fleetChoices, useFleetOptions } from './fleet-filters';
import { displayText, failureText } from '@/lib/display';
import { PageFrame } from '@/components/page-frame';
import '@/components/components.css';
import { CommandDialog } from '@/components/command-dialog';
import { useCommand } from '@/components/use-command';
import { sameFields, stampedSince } from './fleet-commands';
import { FailureCallout } from '@/components/failure-callout';
import './fleets.css';
import { FormField } from '@/components/form-field';
import { DateField } from '@/components/date-field';
import { useInvalidate } from '@/components/query-client';
import { DictSelect } from '@/components/dict-select';
import { dictOf } from '@services/resources/define';
import { useRequest } from '@/components/use-request';

// a line's rule type is an entry of the business dictionary goods_secret_rule
const RULE_TYPES = dictOf('goods_secret_rule', 'dict-biz');

/** /cyhfleetsettlementcombo/fleetsettlementcombo: the combo list, with 批量新增 and 按车队批量修改. */
export function ComboListPage() {
  const { t } = useTranslation('fleet');
  useDocumentTitle('routes:settlement.fleetSettlementCombo');
  const navigate = useNavigate();
  const fleets = useFleetOptions();
  const [fleetId, setFleetId] = useState('');
  const def = resourceByKey('fleet-settlement-combo')!;
  return (
    <div>
      <div role="toolbar" aria-label={t('combo.title')} className="fc-row fc-fleet-toolbar">
        <Button
          intent={Intent.PRIMARY}
          icon="add"
          text={t('combo.add')}
          onClick={() => navigate('/cyhfleetsettlementcombo/fleetsettlementcombo/new')}
        />
        <ChoiceSelect
          aria-label={t('combo.fleet')}
          choices={fleetChoices(fleets)}
          placeholder={t('combo.chooseFleet')}
          value={fleetId}
          onChange={setFleetId}
        />
        <Button
          icon="edit"
          text={t('combo.editFleet')}
          disabled={!fleetId}
          onClick={() => navigate(`/cyhfleetsettlementcombo/fleetsettlementcombo/new?fleetId=${encodeURIComponent(fleetId)}`)}
        />
      </div>
      <ResourceListPage definition={def} />
    </div>
  );
}

/** A combo line being edited: the line as sent (its fleet chosen above), keyed on screen. */
type Line = Omit<api.ComboLine, 'fleetId'> & { key: number };
/** The fields of a line typed into an input. */
type TypedField = 'comboName' | 'ruleValue' | 'startTime' | 'endTime';

let lineSeq = 0;
const nextLineKey = (): number => {
  lineSeq += 1;
  return lineSeq;
};
const emptyLine = (): Line => ({
  key: nextLineKey(),
  comboName: '',
  oilNo: '92#',
  ruleType: 'spread_rule',
  ruleValue: '',
  startTime: '',
  endTime: '',
});

/** The first problems of the lines, as i18n keys with values (empty: ready to send). */
export function comboProblems(fleetId: string, lines: readonly Line[]): Array<[string, Record<string, unknown>]> {
  const out: Array<[string, Record<string, unknown>]> = [];
  if (!fleetId) out.push(['combo.chooseFleet', {}]);
  if (lines.length === 0) out.push(['combo.empty', {}]);
  lines.forEach((l, i) => {
    const index = i + 1;
    for (const f of ['comboName', 'oilNo', 'ruleType', 'ruleValue', 'startTime', 'endTime'] as const) {
      if (!l[f].trim()) out.push(['combo.required', { index, field: f }]);
    }
    if (l.ruleValue.trim() && !/^\d+$/.test(l.ruleValue.trim())) out.push(['combo.rule', { index }]);
    if (l.startTime && l.endTime && l.endTime < l.startTime) out.push(['combo.dates', { index }]);
  });
  lines.forEach((a, i) => {
    lines.forEach((b, j) => {
      if (j <= i || a.oilNo !== b.oilNo || !a.startTime || !a.endTime || !b.startTime || !b.endTime) return;
      if (a.startTime <= b.endTime && b.startTime <= a.endTime) out.push(['combo.overlap', { index: i + 1, other: j + 1 }]);
    });
  });
  return out;
}

/** /cyhfleetsettlementcombo/fleetsettlementcombo/new (?fleetId= edits that fleet's combos): the batch form. */
export function ComboBatchPage() {
  const { t } = useTranslation(['fleet', 'resources']);
  const [params] = useSearchParams();
  const editing = params.get('fleetId') ?? '';
  useDocumentTitle(editing ? 'fleet:combo.editTitle' : 'routes:settlement.fleetSettlementComboNew');
  const navigate = useNavigate();
  const fleets = useFleetOptions();
  const [fleetId, setFleetId] = useState(editing);
  const [lines, setLines] = useState<Line[]>(() => (editing ? [] : [emptyLine()]));
  const [tried, setTried] = useState(false);
  const invalidate = useInvalidate();
  const command = useCommand<readonly api.ComboLine[]>({
    send: (sent, key) => api.saveCombos(sent, key),
    verify: async (sent, startedAt, signal) => {
      const page = await api.listOf('fleet-settlement-combo', { fleetId: sent[0]?.fleetId ?? '', size: 100 }, signal);
      // every line is there: a changed one as sent, a new one stamped since the save began
      const stored = sent.map((l) =>
        page.records.find(
          (r) =>
            (l.id ? displayText(r.id) === l.id : stampedSince(r, startedAt)) &&
            sameFields(r, { comboName: l.comboName, oilNo: l.oilNo, ruleType: l.ruleType, ruleValue: l.ruleValue }) &&
            displayText(r.startTime).startsWith(l.startTime) &&
            displayText(r.endTime).startsWith(l.endTime),
        ),
      );
      return stored.every(Boolean) ? { found: true, record: stored } : { found: false };
    },
    onDone: (_result, sent) => {
      if (sent.some((l) => !l.id)) notifySuccess(t('combo.added'));
      if (sent.some((l) => l.id)) notifySuccess(t('combo.updated'));
      void invalidate(['fleet-settlement-combo']);
      navigate('/cyhfleetsettlementcombo/fleetsettlementcombo');
    },
  });

  // the fleet's combos fill the form once per fleet when they arrive; what the user types afterwards stays
  const read = useRequest(editing ? ['fleet-settlement-combo', 'fleet', editing] : null, (signal) =>
    api.listOf('fleet-settlement-combo', { fleetId: editing, size: 100 }, signal),
  );
  const [seeded, setSeeded] = useState('');
  const loading = Boolean(editing) && seeded !== editing;
  const loadError = editing && read.status === 'failed' ? failureText(read.error) : null;
  useEffect(() => {
    if (!editing || seeded === editing || read.status === 'loading') return;
    setSeeded(editing);
    if (read.status === 'failed') return;
    setLines(
      read.data.records.map((r) => ({
        key: nextLineKey(),
        id: displayText(r.id),
        comboName: displayText(r.comboName),
        oilNo: displayText(r.oilNo),
        ruleType: displayText(r.ruleType),
        ruleValue: displayText(r.ruleValue),
        startTime: displayText(r.startTime).slice(0, 10),
        endTime: displayText(r.endTime).slice(0, 10),
      })),
    );
  }, [editing, seeded, read]);

  const problems = useMemo(() => comboProblems(fleetId, lines), [fleetId, lines]);
  const set = (key: number, patch: Partial<Line>) => setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const fieldName = (f: unknown) => t(`fleet:field.${String(f)}`);
  const added = lines.filter((l) => !l.id).length;
  const updated = lines.length - added;
  const fleetName = fleets.find((f) => f.id === fleetId)?.name ?? '';
  const ask = () =>
    command.request(
      lines.map((l) => ({
        ...(l.id ? { id: l.id } : {}),
        fleetId,
        comboName: l.comboName.trim(),
        oilNo: l.oilNo,
        ruleType: l.ruleType,
        ruleValue: l.ruleValue.trim(),
        startTime: l.startTime,
        endTime: l.endTime,
      })),
    );

  return (
    <PageFrame title={t(editing ? 'combo.editTitle' : 'combo.newTitle')}>
      <form
        aria-label={t(editing ? 'combo.editTitle' : 'combo.newTitle')}
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (problems.length === 0) ask();
        }}
        className="fc-stack-lg"
      >
        <FormField label={t('combo.fleet')} id="combo-fleet" className="fc-flush fc-fleet-field">
          {(control) => (
            <ChoiceSelect
              {...control}
              fill
              choices={fleetChoices(fleets)}
              placeholder={t('combo.chooseFleet')}
              value={fleetId}
              disabled={Boolean(editing)}
              onChange={setFleetId}
            />
          )}
        </FormField>
        <p className={`${Classes.TEXT_MUTED} fc-flush`}>{t('combo.ruleHint')}</p>
        {loading ? (
          <Spinner size={24} aria-label={t('combo.loading')} />
        ) : (
          <HTMLTable aria-label={t('combo.lines')} compact className="fc-fill">
            <thead>
              <tr>
                <th>#</th>
                <th>{t('field.comboName')}</th>
                <th>{t('field.oilNo')}</th>
                <th>{t('field.ruleType')}</th>
                <th>{t('field.ruleValue')}</th>
                <th>{t('field.startTime')}</th>
                <th>{t('field.endTime')}</th>
                <th>{t('list.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((l, i) => {
                const line = t('combo.line', { index: i + 1 });
                /** A typed cell of the line, named by its line and field. */
                const input = (field: TypedField, extra: { inputMode?: 'numeric'; className?: string } = {}) => (
                  <td>
                    <InputGroup
                      aria-label={`${line} ${t(`field.${field}`)}`}
                      value={l[field]}
                      onValueChange={(v) => set(l.key, { [field]: v })}
                      {...extra}
                    />
                  </td>
                );
                /** A day cell of the line (yyyy-MM-dd). */
                const day = (field: 'startTime' | 'endTime') => (
                  <td>
                    <DateField
                      control={{ 'aria-label': `${line} ${t(`field.${field}`)}` }}
                      value={l[field]}
                      onChange={(v) => set(l.key, { [field]: v })}
                    />
                  </td>
                );
                const select = (field: 'oilNo', options: readonly string[]) => (
                  <td>
                    <HTMLSelect
                      aria-label={`${line} ${t(`field.${field}`)}`}
                      value={l[field]}
                      onChange={(e) => set(l.key, { [field]: e.currentTarget.value })}
                      options={[...options]}
                    />
                  </td>
                );
                return (
                  <tr key={l.key}>
                    <td>{i + 1}</td>
                    {input('comboName')}
                    {select('oilNo', OIL_GRADES)}
                    <td>
                      <DictSelect
                        source={RULE_TYPES}
                        control={{ 'aria-label': `${line} ${t('field.ruleType')}` }}
                        value={l.ruleType}
                        onChange={(ruleType) => set(l.key, { ruleType })}
                        emptyText={t('resourceUi:editor.choose')}
                        fallbackKey="resources:enum.ruleType"
                      />
                    </td>
                    {input('ruleValue', { inputMode: 'numeric', className: 'fc-fleet-rule-value' })}
                    {day('startTime')}
                    {day('endTime')}
                    <td>
                      {!l.id ? (
                        <Button
                          size="small"
                          variant="minimal"
                          icon="trash"
                          intent={Intent.DANGER}
                          aria-label={t('combo.removeLine', { index: i + 1 })}
                          onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}
                        />
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        )}
        <div className="fc-row">
          <Button icon="add" text={t('combo.addLine')} onClick={() => setLines((ls) => [...ls, emptyLine()])} />
          <span className="fc-fleet-grow" />
          <Button text={t('common.back')} onClick={() => navigate('/cyhfleetsettlementcombo/fleetsettlementcombo')} />
          <Button type="submit" intent={Intent.PRIMARY} text={t('combo.submit')} disabled={loading} />
        </div>
        {tried && problems.length ? (
          <Callout intent={Intent.WARNING} role="alert" title={problems.length === 1 ? undefined : undefined}>
            <ul className="fc-flush fc-fleet-list">
              {problems.map(([k, v]) => (
                <li key={`${k}|${JSON.stringify(v)}`}>{t(k, { ...v, field: v.field ? fieldName(v.field) : '' })}</li>
              ))}
            </ul>
          </Callout>
        ) : null}
        <FailureCallout failure={loadError} />
      </form>
      <CommandDialog command={command} title={t('combo.confirmTitle')} icon="th-list" request={{ payload: command.payload }}>
        <p>
          {fleetName} · {t('combo.confirmText', { added, updated })}
        </p>
        <ul className="fc-fleet-list">
          {lines.map((l) => (
            <li key={l.key}>
              {l.comboName} · {l.oilNo} · {t(`resources:enum.ruleType.${l.ruleType}`)} {l.ruleValue} · {l.startTime} ~ {l.endTime}
            </li>
          ))}
        </ul>
      </CommandDialog>
    </PageFrame>
  );
}
