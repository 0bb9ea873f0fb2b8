import '@/components/components.css';
import './resource-screens.css';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowMachine } from '@/components/use-flow-machine';
import {
  Alert,
  Button,
  Callout,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  HTMLSelect,
  InputGroup,
  Intent,
  Spinner,
  Switch,
  TextArea,
} from '@blueprintjs/core';
import {
  selectConfirmingDiscard,
  selectDirty,
  selectEditorView,
  selectFinished,
  selectSaveCommand,
  selectSaving,
} from '@machines/resource/editor.selectors';
import type { EditorMode, ResourceRow } from '@machines/resource/editor.types';
import type { FormFieldDefinition, ResourceDefinition } from '@services/resources/types';
import { dictSourceOf, enumValues } from './enum-values';
import { DateField } from '@/components/date-field';
import { DictSelect } from '@/components/dict-select';
import { bindResourceEditor, type ResourceDeps } from '@/screens/resource/resource-machines';
import { parseFen } from '@/lib/money';
import { asText, validateField, validateForm } from './form-validation';
import type { EditorRequest, FormSlot } from './screen-slots';
import { FormField, SubmitForm, useFocusFirstInvalid, type FieldControl } from '@/components/form-field';
import { ComposedCommandDialog } from '@/components/command-dialog';
import { useUnsavedGuard } from '@/components/unsaved-guard';
import { newOperation } from '@/components/use-command';

export interface ResourceEditorDialogProps {
  definition: ResourceDefinition;
  mode: EditorMode;
  row?: ResourceRow;
  deps: Pick<ResourceDeps, 'success'>;
  /** Called once the dialog is finished: saved or closed. */
  onFinished: (saved: boolean) => void;
  /** A feature screen's form (screen-slots.ts) and the request it opened with. */
  form?: FormSlot;
  request?: EditorRequest;
  /** Viewing a row of a list: its position, previous/next, and the detail page. */
  navigation?: {
    index: number;
    total: number;
    hasPrev: boolean;
    hasNext: boolean;
    onStep: (delta: -1 | 1) => void;
    onOpenPage: () => void;
  };
}

interface FieldInputProps {
  f: FormFieldDefinition;
  value: unknown;
  disabled: boolean;
  invalid: boolean;
  /** The control's id and aria attributes from its form row. */
  control: FieldControl;
  onChange: (v: unknown) => void;
  onBlur: () => void;
}

function FieldInput({ f, value, disabled, onChange, onBlur, invalid, control }: FieldInputProps) {
  const { t } = useTranslation(['resourceUi', 'resources']);
  const intent = invalid ? Intent.DANGER : Intent.NONE;
  if (f.kind === 'switch') {
    const on = Number(value) === 1;
    return (
      <Switch
        {...control}
        disabled={disabled}
        checked={on}
        label={t(on ? 'resourceUi:bool.yes' : 'resourceUi:bool.no')}
        onChange={(e) => onChange(e.currentTarget.checked ? 1 : 0)}
        onBlur={onBlur}
      />
    );
  }
  if (f.kind === 'enum' && f.dict) {
    return (
      <DictSelect
        source={f.dict}
        control={control}
        disabled={disabled}
        value={asText(value)}
        onBlur={onBlur}
        onChange={(v) => onChange(v === '' ? '' : /^\d+$/.test(v) ? Number(v) : v)}
        emptyText={t('resourceUi:editor.choose')}
        fallbackKey={f.enumKey}
        fill
      />
    );
  }
  if (f.kind === 'enum' || f.kind === 'boolean') {
    const values = f.kind === 'boolean' ? ['1', '0'] : enumValues(f.enumKey);
    return (
      <HTMLSelect
        {...control}
        disabled={disabled}
        value={asText(value)}
        onBlur={onBlur}
        onChange={(e) =>
          onChange(
            e.currentTarget.value === '' ? '' : /^\d+$/.test(e.currentTarget.value) ? Number(e.currentTarget.value) : e.currentTarget.value,
          )
        }
        fill
      >
        <option value="">{t('resourceUi:editor.choose')}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {f.kind === 'boolean'
              ? t(v === '1' ? 'resourceUi:bool.yes' : 'resourceUi:bool.no')
              : t(`${f.enumKey}.${v}`, { defaultValue: v })}
          </option>
        ))}
      </HTMLSelect>
    );
  }
  if (f.multiline) {
    return (
      <TextArea
        {...control}
        disabled={disabled}
        intent={intent}
        value={asText(value)}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={onBlur}
        fill
        autoResize
      />
    );
  }
  if (f.kind === 'money') {
    const text = typeof value === 'number' ? (value / 100).toFixed(2) : asText(value);
    return (
      <InputGroup
        {...control}
        disabled={disabled}
        intent={intent}
        leftElement={<span className={`${Classes.TEXT_MUTED} resource-currency`}>¥</span>}
        defaultValue={text}
        onBlur={onBlur}
        onValueChange={(v) => {
          const fen = parseFen(v);
          onChange(typeof fen === 'number' ? fen : v);
        }}
      />
    );
  }
  if (f.kind === 'number') {
    // a number is kept as a number once it reads as one (a sort order of 3, not '3')
    return (
      <InputGroup
        {...control}
        disabled={disabled}
        intent={intent}
        inputMode="decimal"
        value={asText(value)}
        onBlur={onBlur}
        onValueChange={(v) => onChange(v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v)}
      />
    );
  }
  if (f.kind === 'date') {
    const text = asText(value);
    // a stored value with its time keeps it (yyyy-MM-dd HH:mm:ss); a new one is a day
    return (
      <DateField
        control={control}
        disabled={disabled}
        invalid={intent === Intent.DANGER}
        time={/\d{1,2}:\d{2}/.test(text)}
        value={text}
        onChange={(v) => onChange(v)}
      />
    );
  }
  return (
    <InputGroup {...control} disabled={disabled} intent={intent} value={asText(value)} onBlur={onBlur} onValueChange={(v) => onChange(v)} />
  );
}

/**
 * The add / edit / view dialog of a resource: the definition's form fields, validated, saved through the editor
 * machine. A save's refusal, and the check after its answer was lost, are shown by the command's dialog over it.
 */
export function ResourceEditorDialog({
  definition: def,
  mode,
  row,
  deps,
  onFinished,
  navigation,
  form,
  request = { mode, ...(row ? { row } : {}) },
}: ResourceEditorDialogProps) {
  const { t } = useTranslation(['resourceUi', 'resources']);
  // one dialog per open: its calls and defaults do not change while it is open
  const [calls] = useState(() => {
    const defaults = form?.defaults?.(request) ?? {};
    return {
      ...(form?.load ? { load: (r: ResourceRow, signal: AbortSignal) => form.load!(r, signal, request) } : {}),
      ...(form?.save ? { save: form.save } : {}),
      defaults,
    };
  });
  const machine = useMemo(
    () =>
      bindResourceEditor(deps, {
        ...(calls.load ? { load: calls.load } : {}),
        ...(calls.save ? { save: calls.save } : {}),
        defaults: calls.defaults,
      }),
    [deps, calls],
  );
  const [blurErrors, setBlurErrors] = useState<Record<string, string>>({});
  const [snap, send] = useFlowMachine(machine, { input: { resource: def.key, mode, ...(row ? { row } : {}) } });
  // its edits also hold the console tab and the browser tab back (the dialog asks itself before it closes)
  useUnsavedGuard(selectDirty(snap));
  const view = selectEditorView(snap);
  const saving = selectSaving(snap);
  const command = selectSaveCommand(snap);
  const finished = selectFinished(snap);
  const readOnly = mode === 'view';
  const { errors: machineErrors, error } = snap.context;
  const values: ResourceRow = { ...calls.defaults, ...snap.context.values };
  const errors: Record<string, string> = { ...blurErrors, ...machineErrors };

  useEffect(() => {
    if (finished) onFinished(finished === 'saved');
  }, [finished, onFinished]);

  const verb = t(
    mode === 'add' ? 'resourceUi:editor.addTitle' : mode === 'edit' ? 'resourceUi:editor.editTitle' : 'resourceUi:editor.viewTitle',
  );
  const title = form?.title ? `${verb} · ${form.title(request)}` : `${verb} · ${t(def.titleKey)}`;
  const own = form?.fields?.(request);
  const locked = new Set(form?.locked?.(request) ?? []);
  const baseFields =
    own ??
    (def.formFields.length
      ? def.formFields
      : def.columns
          .filter((c) => !c.hidden)
          .map((c) => ({ field: c.field, labelKey: c.labelKey, kind: c.kind, enumKey: c.enumKey }) as FormFieldDefinition));
  const fields = baseFields
    .map((f) => (locked.has(f.field) ? { ...f, readOnly: true } : f))
    .map((f) => {
      const dict = dictSourceOf(def, f);
      return dict ? { ...f, dict } : f;
    });
  const label = (f: FormFieldDefinition) => t(f.labelKey);
  const close = () => send({ type: 'editor.close' });
  const { ref: formRef, focusFirstInvalid: focusFirst } = useFocusFirstInvalid();
  const submit = () => {
    const found = validateForm(def, values, fields);
    send({ type: 'editor.submit', errors: found, ...newOperation() });
    if (Object.keys(found).length > 0) focusFirst();
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
  const blur = (f: FormFieldDefinition) => {
    if (!def.formLayout?.validateOnBlur || readOnly || f.readOnly) return;
    const key = validateField(f, values[f.field]);
    setBlurErrors((old) => {
      const next = { ...old };
      if (key) next[f.field] = key;
      else delete next[f.field];
      return next;
    });
  };
  // the width a definition's form layout asks for (the class gives the default and the limit)
  const width = def.formLayout?.width ?? 640;

  return (
    <>
      <Dialog isOpen={!finished} title={title} onClose={close} canOutsideClickClose={false} className="fc-dialog-medium" style={{ width }}>
        <DialogBody>
          {view === 'loading' && <Spinner size={30} aria-label={t('resourceUi:list.loading')} />}
          {view === 'loadFailed' && (
            <Callout intent={Intent.DANGER} role="alert">
              {t('resourceUi:editor.loadFailed')}{' '}
              <Button variant="minimal" text={t('resourceUi:editor.retry')} onClick={() => send({ type: 'editor.retry' })} />
            </Callout>
          )}
          {view === 'form' && (
            <SubmitForm
              formRef={formRef}
              className={width >= 800 ? 'resource-form resource-form-wide' : 'resource-form'}
              onSubmit={submit}
              problem={error && (error.text ?? t(error.key ?? 'resourceUi:editor.loadFailed'))}
            >
              {fields.map((f) => {
                const msg = errors[f.field];
                return (
                  <FormField
                    key={f.field}
                    label={label(f)}
                    id={`resource-${def.key}-${f.field}`}
                    required={!!f.required && !readOnly}
                    error={msg ? t(msg, { label: label(f) }) : undefined}
                    {...(f.multiline ? { className: 'resource-form-full' } : {})}
                  >
                    {(control) =>
                      f.readOnly && form?.display?.[f.field] ? (
                        <InputGroup {...control} disabled value={form.display[f.field]!(values)} readOnly />
                      ) : (
                        <FieldInput
                          f={f}
                          value={values[f.field]}
                          disabled={readOnly || saving || !!f.readOnly}
                          invalid={!!msg}
                          control={control}
                          onChange={(v) => change(f.field, v)}
                          onBlur={() => blur(f)}
                        />
                      )
                    }
                  </FormField>
                );
              })}
              <button type="submit" hidden aria-hidden tabIndex={-1} />
            </SubmitForm>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            readOnly ? (
              <>
                {navigation && (
                  <>
                    <span className={Classes.TEXT_MUTED}>
                      {t('resourceUi:detail.position', { index: navigation.index, total: navigation.total })}
                    </span>
                    <Button
                      icon="chevron-left"
                      text={t('resourceUi:detail.prev')}
                      disabled={!navigation.hasPrev}
                      onClick={() => navigation.onStep(-1)}
                    />
                    <Button
                      endIcon="chevron-right"
                      text={t('resourceUi:detail.next')}
                      disabled={!navigation.hasNext}
                      onClick={() => navigation.onStep(1)}
                    />
                    <Button icon="share" text={t('resourceUi:detail.open')} onClick={navigation.onOpenPage} />
                  </>
                )}
                <Button text={t('resourceUi:editor.close')} onClick={close} />
              </>
            ) : (
              <>
                <Button text={t('resourceUi:editor.cancel')} onClick={close} disabled={saving} />
                <Button
                  intent={Intent.PRIMARY}
                  text={t('resourceUi:editor.save')}
                  loading={saving}
                  disabled={view !== 'form'}
                  onClick={submit}
                />
              </>
            )
          }
        />
      </Dialog>
      <Alert
        isOpen={selectConfirmingDiscard(snap)}
        intent={Intent.WARNING}
        confirmButtonText={t('resourceUi:editor.discard')}
        cancelButtonText={t('resourceUi:editor.keepEditing')}
        onConfirm={() => send({ type: 'editor.discard.confirm' })}
        onCancel={() => send({ type: 'editor.discard.cancel' })}
      >
        <h4 className={Classes.HEADING}>{t('resourceUi:confirm.title')}</h4>
        <p>{t('resourceUi:editor.discardText')}</p>
      </Alert>
      {command && (
        <ComposedCommandDialog actor={command} title={title} confirmText={t('resourceUi:editor.save')} request={{ payload: values }} />
      )}
    </>
  );
}
