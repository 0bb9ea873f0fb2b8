/**
 * The typed values of a custom action (services/resources/types.ts ActionInputDefinition): an amount typed in yuan
 * and sent in fen, checked against the row's available balance; an SMS code with the button that sends it (the
 * family's code action, a command run by its own button); a record picked among another family's rows; a value
 * picked among an enum's labels; a remark. Names the definition does not type read as the family types them: an
 * amount of a money write (or a money field of the family) is money, anything else text.
 */
import { HTMLSelect, InputGroup, Intent, TextArea, Classes } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ResourceRow } from '@machines/resource/editor.types';
import * as client from '@services/api/resource-client';
import { requireResource } from '@services/resources/registry';
import { refNameField } from '@services/resources/define';
import type { ActionDefinition, ActionInputDefinition, ResourceDefinition } from '@services/resources/types';
import { FormField } from '@/components/form-field';
import { SmsCodeField } from '@/components/sms-code-field';
import { CommandNotice } from '@/components/command-notice';
import { CommandRound } from '@/components/command-round';
import type { CommandCalls } from '@/components/use-command';
import { useRequest } from '@/components/use-request';
import { displayFen, parseFen, validateAmountFen } from '@/lib/money';
import { enumValues } from './enum-values';

/** The SMS codes the console sends are six digits. */
const CODE_SHAPE = /^\d{6}$/;

/** How the family reads a field: its label key, and whether it is money or has value labels. */
export function fieldOf(def: ResourceDefinition, action: ActionDefinition, name: string) {
  const column = def.columns.find((c) => c.field === name);
  const form = def.formFields.find((f) => f.field === name);
  const search = def.searchFields.find((f) => f.field === name);
  const kind = column?.kind ?? form?.kind ?? search?.kind;
  return {
    labelKey: column?.labelKey ?? form?.labelKey ?? search?.labelKey ?? `resources:field.${name}`,
    money: kind === 'money' || (kind === undefined && Boolean(action.moneyWrite) && /(amount|money|balance)$/i.test(name)),
    enumKey: column?.enumKey ?? form?.enumKey ?? search?.enumKey,
  };
}

/** Each asked value's type: the definition's, else as the family reads the field. */
export function typedInputs(def: ResourceDefinition, action: ActionDefinition, names: readonly string[]): ActionInputDefinition[] {
  return names.map((name) => {
    const own = action.inputs?.find((i) => i.name === name);
    if (own) return own;
    return { name, kind: fieldOf(def, action, name).money ? 'money' : 'text' };
  });
}

/** The label key of a typed value. */
export const inputLabelKey = (def: ResourceDefinition, action: ActionDefinition, input: ActionInputDefinition) =>
  input.labelKey ?? fieldOf(def, action, input.name).labelKey;

/** The balance an amount may not exceed: the row's `availableField`, when it has a whole number of fen there. */
export function availableOf(input: ActionInputDefinition, row: ResourceRow | undefined): number | undefined {
  const raw = input.availableField ? row?.[input.availableField] : undefined;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(n) ? n : undefined;
}

/** What a typed amount sends: its fen as text, or nothing while it is not an amount. */
export function moneyValue(input: ActionInputDefinition, text: string): string {
  const fen = parseFen(text);
  return typeof fen === 'number' && (fen > 0 || (fen === 0 && input.allowZero)) ? String(fen) : '';
}

/**
 * What is wrong with the typed values (i18n keys by field): an amount with more than two decimals, not above 0, above
 * the available balance; a code that is not six digits. Empty values are the machine's to name (请输入…).
 */
export function typedProblems(
  inputs: readonly ActionInputDefinition[],
  texts: Readonly<Record<string, string>>,
  row: ResourceRow | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const input of inputs) {
    const text = (texts[input.name] ?? '').trim();
    if (text === '') continue;
    if (input.kind === 'money') {
      if (input.allowZero && parseFen(text) === 0) continue;
      const available = availableOf(input, row);
      const r = validateAmountFen(text, available === undefined ? {} : { availableFen: available });
      // where 0 is a value, what is refused is a negative amount
      if (r.error)
        out[input.name] = input.allowZero && r.error === 'validation:amount.notPositive' ? 'validation:number.nonNegative' : r.error;
    } else if (input.kind === 'code' && !CODE_SHAPE.test(text)) out[input.name] = 'resourceUi:action.codeFormat';
  }
  return out;
}

/** The rows a reference is picked among (the referenced family's list, read once through the cache). */
function useRefRows(ref: string | undefined) {
  const def = ref ? requireResource(ref) : undefined;
  return useRequest(def ? [def.key, 'pick'] : null, (signal) =>
    client.page(def!, { current: 1, size: def!.lookupSize ?? 100, filters: {} }, signal).then((p) => p.records),
  );
}

/** The code action of a code input, run with the row and the values typed so far; what it answered is said under the field. */
/** A code asked for: the other values it was asked with (it is tied to the amount) and the answer's words. */
export interface CodeSent {
  for: string;
  notice: string;
}

function CodeInput({
  def,
  input,
  row,
  values,
  id,
  label,
  error,
  text,
  onText,
  askBlocked,
  sent,
  onSent,
}: {
  def: ResourceDefinition;
  id: string;
  input: ActionInputDefinition;
  row: ResourceRow | undefined;
  values: Readonly<Record<string, string>>;
  label: string;
  error: string | undefined;
  text: string;
  onText: (text: string) => void;
  /** Why the code cannot be asked for yet (an amount to type first), or null. */
  askBlocked: string | null;
  /** The last code asked for (kept by the dialog, so it survives the confirmation step), and where a new one goes. */
  sent: CodeSent | undefined;
  onSent: (sent: CodeSent) => void;
}) {
  const { t } = useTranslation(['resourceUi']);
  const sender = def.actions.find((a) => a.name === input.codeAction);
  // the other values the code was asked for (a code is tied to the amount): the answer's words while they still hold
  const others = JSON.stringify(Object.entries(values).filter(([k]) => k !== input.name));
  const sentNotice = sent && sent.for === others ? sent.notice : null;
  const calls: CommandCalls<Record<string, string>, { data: unknown; msg?: string }> = {
    send: (typed, key) =>
      client.runAction(sender!, { ...(row ? { row } : {}), inputs: typed }, { rowKey: client.rowKeyOf(def), idempotencyKey: key }),
    // no query shows whether a code went out: the user looks at the phone before asking again
    verify: async () => ({ found: false }),
    onDone: (answer, typed) =>
      onSent({
        for: JSON.stringify(Object.entries(typed)),
        notice: (answer as { msg?: string } | undefined)?.msg?.trim() || t('resourceUi:action.codeSent'),
      }),
  };
  if (!sender) return null;
  return (
    <CommandRound calls={calls}>
      {(sending) => {
        const busy = sending.step === 'submitting' || sending.step === 'checking';
        return (
          <>
            <SmsCodeField
              id={id}
              label={label}
              error={error}
              value={text}
              onChange={onText}
              helper={askBlocked ?? sentNotice ?? (sent ? t('resourceUi:action.codeStale') : undefined)}
              ask={{
                icon: 'mobile-phone',
                text: sentNotice ? t('resourceUi:action.resendCode') : t('resourceUi:action.sendCode'),
                loading: busy,
                disabled: askBlocked !== null,
                title: askBlocked ?? undefined,
                onClick: () => sending.run(Object.fromEntries(Object.entries(values).filter(([k]) => k !== input.name))),
              }}
            />
            <CommandNotice command={sending} notFoundText={t('resourceUi:action.codeUnknown')} />
          </>
        );
      }}
    </CommandRound>
  );
}

/** The note under a typed value: the balance an amount may not exceed, or the value it replaces. */
function moneyHelper(input: ActionInputDefinition, row: ResourceRow | undefined): { key: string; amount: string } | undefined {
  const available = availableOf(input, row);
  if (available !== undefined) return { key: 'resourceUi:action.available', amount: displayFen(available) };
  const now = row?.[input.name];
  return now !== undefined && now !== null && displayFen(now) ? { key: 'resourceUi:action.current', amount: displayFen(now) } : undefined;
}

/**
 * One typed value's row of the action form. `text` is what the user typed (an amount in yuan); `onChange` gets the
 * value sent (fen for an amount, '' while it is none) with that text, and the picked row's name for a reference.
 */
export function ActionInputField({
  def,
  action,
  input,
  row,
  values,
  text,
  error,
  first,
  onChange,
  sent,
  onSent,
}: {
  def: ResourceDefinition;
  action: ActionDefinition;
  input: ActionInputDefinition;
  row: ResourceRow | undefined;
  values: Readonly<Record<string, string>>;
  text: string;
  error: string | undefined;
  first: boolean;
  onChange: (value: string, text: string, also?: Readonly<Record<string, string>>) => void;
  /** A code input's last code asked for, kept by the dialog. */
  sent?: CodeSent | undefined;
  onSent?: (sent: CodeSent) => void;
}) {
  const { t } = useTranslation(['resourceUi', 'resources', 'validation']);
  const label = t(inputLabelKey(def, action, input), { defaultValue: input.name });
  const id = `action-${action.name}-${input.name}`;
  const refRows = useRefRows(input.kind === 'ref' ? input.ref : undefined);
  const intent = error ? Intent.DANGER : Intent.NONE;
  const required = !input.optional;
  const note = input.kind === 'money' ? moneyHelper(input, row) : undefined;
  if (input.kind === 'code') {
    const amount = action.inputs?.find((i) => i.kind === 'money');
    const blocked = amount && !values[amount.name] ? t('resourceUi:action.amountFirst') : null;
    return (
      <CodeInput
        def={def}
        id={id}
        input={input}
        row={row}
        values={values}
        label={label}
        error={error}
        text={text}
        onText={(v) => onChange(v.trim(), v)}
        askBlocked={blocked}
        sent={sent}
        onSent={(s) => onSent?.(s)}
      />
    );
  }
  return (
    <FormField label={label} id={id} required={required} error={error} helper={note ? t(note.key, { amount: note.amount }) : undefined}>
      {(control) => {
        if (input.kind === 'money')
          return (
            <InputGroup
              {...control}
              autoFocus={first}
              inputMode="decimal"
              autoComplete="off"
              intent={intent}
              leftElement={<span className={`${Classes.TEXT_MUTED} resource-currency`}>¥</span>}
              value={text}
              onValueChange={(v) => onChange(moneyValue(input, v), v)}
            />
          );
        if (input.kind === 'enum' || input.kind === 'ref') {
          const rows = input.kind === 'ref' && refRows.status === 'done' ? refRows.data : [];
          const valueField = input.refValue ?? 'id';
          const labelField = input.refLabel ?? refNameField(valueField);
          const options =
            input.kind === 'enum'
              ? enumValues(input.enumKey).map((v) => ({ value: v, label: t(`${input.enumKey}.${v}`, { defaultValue: v }) }))
              : rows.map((r) => ({ value: String(r[valueField] ?? ''), label: String(r[labelField] ?? r[valueField] ?? '') }));
          return (
            <HTMLSelect
              {...control}
              fill
              autoFocus={first}
              value={text}
              onChange={(e) => {
                const v = e.currentTarget.value;
                const picked = options.find((o) => o.value === v);
                onChange(v, v, input.labelAs ? { [input.labelAs]: picked?.label ?? '' } : undefined);
              }}
            >
              <option value="">{t('resourceUi:editor.choose')}</option>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </HTMLSelect>
          );
        }
        if (input.kind === 'multiline')
          return (
            <TextArea
              {...control}
              fill
              autoResize
              intent={intent}
              value={text}
              onChange={(e) => onChange(e.currentTarget.value, e.currentTarget.value)}
            />
          );
        return <InputGroup {...control} autoFocus={first} intent={intent} value={text} onValueChange={(v) => onChange(v, v)} />;
      }}
    </FormField>
  );
}
