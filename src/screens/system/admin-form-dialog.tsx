import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { Alert, Button, Callout, Classes, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Intent, NumericInput, Spinner, Switch, TextArea } from '@blueprintjs/core';
import { selectConfirmingDiscard, selectEditorView, selectFinished, selectSaving } from '@machines/resource/editor.selectors';
import type { EditorMode, ResourceRow } from '@machines/resource/editor.types';
import { notifySuccess } from '@/components/toaster';
import { i18next } from '@/i18n/i18n';
import { isBlank } from '@/lib/is-empty';
import { bindAdminEditor } from '@/app/system-binding';

export type FieldKind = 'text' | 'textarea' | 'number' | 'switch' | 'select';

/** One field of a system form. */
export interface FormField {
  field: string;
  label: string;
  kind: FieldKind;
  /** i18n key of the required message (validation:dict.codeRequired …); absent: optional. */
  required?: string;
  /** Not editable (shown, sent as it is). */
  locked?: boolean;
  /** What a locked field shows instead of its raw value (a parent's name). */
  display?: (values: ResourceRow) => string;
  options?: ReadonlyArray<{ value: string; label: string }>;
}

export interface AdminFormDialogProps {
  title: string;
  mode: EditorMode;
  row?: ResourceRow;
  fields: readonly FormField[];
  /** Values of a new record (isSealed 0, a child's code and parent). */
  defaults?: ResourceRow;
  width?: number;
  /** Check each field when it loses focus (spec 000 §5 parameter form), not only on save. */
  validateOnBlur?: boolean;
  load?: (row: ResourceRow, signal: AbortSignal) => Promise<ResourceRow>;
  save: (values: ResourceRow, mode: EditorMode, signal: AbortSignal) => Promise<unknown>;
  onFinished: (saved: boolean) => void;
}

const asText = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function fieldError(f: FormField, value: unknown): string | null {
  return f.required && isBlank(typeof value === 'string' ? value.trim() : value) ? f.required : null;
}

/** Add / edit / view dialog over the generic editor machine: validation, saves once, asks before dropping edits. */
export function AdminFormDialog({ title, mode, row, fields, defaults = {}, width = 640, validateOnBlur, load, save, onFinished }: AdminFormDialogProps) {
  const { t } = useTranslation('systemAdmin');
  const machine = useMemo(
    () =>
      bindAdminEditor({
        ...(load ? { load } : {}),
        save: (values, m, signal) => save({ ...defaults, ...values }, m, signal),
        saved: (m) => notifySuccess(i18next.t(m === 'add' ? 'systemAdmin:toast.added' : 'systemAdmin:toast.updated')),
      }),
    // one dialog per open: its calls do not change while it is open
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [snap, send] = useMachine(machine, { input: { resource: title, mode, ...(row ? { row } : {}) } });
  const [blurErrors, setBlurErrors] = useState<Record<string, string>>({});
  const view = selectEditorView(snap);
  const saving = selectSaving(snap);
  const finished = selectFinished(snap);
  const readOnly = mode === 'view';
  const values: ResourceRow = { ...defaults, ...snap.context.values };
  const { errors, error } = snap.context;

  useEffect(() => {
    if (finished) onFinished(finished === 'saved');
  }, [finished, onFinished]);

  const submit = () => {
    const found: Record<string, string> = {};
    for (const f of fields) {
      const key = fieldError(f, values[f.field]);
      if (key) found[f.field] = key;
    }
    send({ type: 'editor.submit', errors: found });
  };
  const change = (field: string, value: unknown) => {
    setBlurErrors((old) => {
      if (!(field in old)) return old;
      const next = { ...old };
      delete next[field];
      return next;
    });
    send({ type: 'editor.change', field, value });
  };
  const blur = (f: FormField) => {
    if (!validateOnBlur || readOnly) return;
    const key = fieldError(f, values[f.field]);
    setBlurErrors((old) => {
      const next = { ...old };
      if (key) next[f.field] = key;
      else delete next[f.field];
      return next;
    });
  };
  const close = () => send({ type: 'editor.close' });
  const titleText = `${t(mode === 'add' ? 'form.add' : mode === 'edit' ? 'form.edit' : 'form.view')} · ${title}`;

  const input = (f: FormField, idx: number) => {
    const id = `system-form-${f.field}`;
    const disabled = readOnly || saving || !!f.locked;
    const invalid = !!(errors[f.field] ?? blurErrors[f.field]);
    const intent = invalid ? Intent.DANGER : Intent.NONE;
    const value = values[f.field];
    const common = { id, disabled, onBlur: () => blur(f), autoFocus: idx === 0 && !disabled };
    if (f.locked && f.display) return <InputGroup id={id} disabled value={f.display(values)} readOnly />;
    switch (f.kind) {
      case 'textarea':
        return <TextArea {...common} intent={intent} fill rows={3} value={asText(value)} onChange={(e) => change(f.field, e.currentTarget.value)} />;
      case 'number':
        return (
          <NumericInput
            {...common}
            intent={intent}
            fill
            min={0}
            buttonPosition="none"
            value={asText(value)}
            onValueChange={(n, s) => change(f.field, s.trim() === '' ? '' : Number.isFinite(n) ? n : s)}
          />
        );
      case 'switch':
        return (
          <Switch
            id={id}
            disabled={disabled}
            checked={Number(value) === 1}
            label={t(Number(value) === 1 ? 'common.yes' : 'common.no')}
            onChange={(e) => change(f.field, e.currentTarget.checked ? 1 : 0)}
            onBlur={() => blur(f)}
          />
        );
      case 'select':
        return (
          <HTMLSelect id={id} disabled={disabled} fill value={asText(value)} onChange={(e) => change(f.field, e.currentTarget.value)} onBlur={() => blur(f)}>
            <option value="">{t('form.choose')}</option>
            {(f.options ?? []).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </HTMLSelect>
        );
      default:
        return <InputGroup {...common} intent={intent} value={asText(value)} onValueChange={(v) => change(f.field, v)} />;
    }
  };

  return (
    <>
      <Dialog isOpen={!finished} title={titleText} onClose={close} canOutsideClickClose={false} style={{ width, maxWidth: '96vw' }}>
        <DialogBody>
          {view === 'loading' && <Spinner size={30} aria-label={t('list.loading')} />}
          {view === 'loadFailed' && (
            <Callout intent={Intent.DANGER} role="alert">
              {t('form.loadFailed')} <Button variant="minimal" text={t('list.retry')} onClick={() => send({ type: 'editor.retry' })} />
            </Callout>
          )}
          {view === 'form' && (
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                if (!readOnly) submit();
              }}
              style={{ display: 'grid', gridTemplateColumns: width >= 800 ? '1fr 1fr' : '1fr', columnGap: 20 }}
            >
              {error && (
                <Callout intent={Intent.DANGER} role="alert" style={{ marginBottom: 12, gridColumn: '1 / -1' }}>
                  {error.text ?? t(error.key ?? 'form.saveFailed')}
                </Callout>
              )}
              {fields.map((f, i) => {
                const msg = errors[f.field] ?? blurErrors[f.field];
                return (
                  <FormGroup
                    key={f.field}
                    label={f.label}
                    labelFor={`system-form-${f.field}`}
                    labelInfo={f.required && !readOnly ? '*' : undefined}
                    intent={msg ? Intent.DANGER : Intent.NONE}
                    helperText={msg ? t(msg) : undefined}
                    style={f.kind === 'textarea' ? { gridColumn: '1 / -1' } : undefined}
                  >
                    {input(f, i)}
                  </FormGroup>
                );
              })}
              <button type="submit" hidden aria-hidden tabIndex={-1} />
            </form>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            readOnly ? (
              <Button text={t('form.close')} onClick={close} />
            ) : (
              <>
                <Button text={t('form.cancel')} onClick={close} disabled={saving} />
                <Button intent={Intent.PRIMARY} text={t('form.save')} loading={saving} disabled={view !== 'form'} onClick={submit} />
              </>
            )
          }
        />
      </Dialog>
      <Alert
        isOpen={selectConfirmingDiscard(snap)}
        intent={Intent.WARNING}
        confirmButtonText={t('form.discard')}
        cancelButtonText={t('form.keepEditing')}
        onConfirm={() => send({ type: 'editor.discard.confirm' })}
        onCancel={() => send({ type: 'editor.discard.cancel' })}
      >
        <h4 className={Classes.HEADING}>{t('confirm.title')}</h4>
        <p>{t('form.discardText')}</p>
      </Alert>
    </>
  );
}
