/**
 * The one form row of every screen: a label bound to its control, a required marker, helper or error text tied to
 * the control by `aria-describedby`, and `aria-invalid` while the field is in error (docs/architecture.md §12).
 * The markup and classes are Blueprint's form group, so rows look as before.
 *
 * The control is given by a render prop that receives the attributes to spread on it (`id`, `aria-*`); Blueprint's
 * `InputGroup`, `NumericInput`, `HTMLSelect` and `TextArea` pass them to their native element. A row whose content
 * is several controls (a date range, a picture with its buttons) is a `group`: the content is a labelled group.
 *
 * `FilterForm` is the search bar over a list: a `role="search"` form of such rows with the search and reset
 * buttons. `focusFirstInvalid` / `useFocusFirstInvalid` put the focus on the first field in error after a refused
 * submit.
 */
import { Button, ButtonGroup, Callout, Classes, InputGroup, Intent, type IconName, type InputGroupProps } from '@blueprintjs/core';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactElement, type ReactNode, type RefObject } from 'react';
import './components.css';

/** The class names that are set, joined. */
const classList = (...names: ReadonlyArray<string | false | null | undefined>): string => names.filter(Boolean).join(' ');

/** The attributes a field's control takes. */
export interface FieldControl {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FormFieldProps {
  label: ReactNode;
  /** The control's id (a fresh one when absent). */
  id?: string;
  /** Marks the field as required: the `*` after the label and `aria-required` on the control. */
  required?: boolean;
  /** The text after the label (`*` when required and none is given). */
  labelInfo?: ReactNode;
  /** Help shown under the control while it has no error. */
  helper?: ReactNode;
  /** The error under the control; the field is invalid while it is set. */
  error?: ReactNode;
  /** The error is also announced as it appears (`role="alert"`). */
  announce?: boolean;
  inline?: boolean;
  disabled?: boolean;
  className?: string;
  /** A row of several controls: the content is a group named by the label, and gets no id. */
  group?: boolean;
  children: (control: FieldControl) => ReactNode;
}

export function FormField({
  label,
  id,
  required,
  labelInfo,
  helper,
  error,
  announce,
  inline,
  disabled,
  className,
  group,
  children,
}: FormFieldProps) {
  const fresh = useId();
  const controlId = id ?? `field${fresh.replace(/:/g, '')}`;
  const labelId = `${controlId}-label`;
  const noteId = `${controlId}-note`;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const note = invalid ? error : helper;
  const control: FieldControl = { id: controlId };
  if (note) control['aria-describedby'] = noteId;
  if (invalid) control['aria-invalid'] = true;
  if (required) control['aria-required'] = true;
  const info = labelInfo ?? (required ? '*' : undefined);
  const classes = classList(
    Classes.FORM_GROUP,
    invalid && Classes.INTENT_DANGER,
    disabled && Classes.DISABLED,
    inline && Classes.INLINE,
    className,
  );
  return (
    <div className={classes}>
      {group ? (
        <span className={Classes.LABEL} id={labelId}>
          {label} <span className={Classes.TEXT_MUTED}>{info}</span>
        </span>
      ) : (
        <label className={Classes.LABEL} htmlFor={controlId} id={labelId}>
          {label} <span className={Classes.TEXT_MUTED}>{info}</span>
        </label>
      )}
      <div className={Classes.FORM_CONTENT}>
        {group ? (
          <div role="group" aria-labelledby={labelId} aria-describedby={control['aria-describedby']}>
            {children(control)}
          </div>
        ) : (
          children(control)
        )}
        {note ? (
          <div className={Classes.FORM_HELPER_TEXT} id={noteId} role={invalid && announce ? 'alert' : undefined}>
            {note}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** What a text row's input takes besides its value (Blueprint `InputGroup`'s own props). */
export type TextInputProps = Omit<InputGroupProps, 'id' | 'value' | 'onValueChange' | 'onChange' | 'intent'>;

/**
 * A row of one text input: the field (label, helper, error, required) and its `InputGroup`, whose intent is danger
 * while the field is in error; `input` takes the input's own props (inputMode, autoComplete, disabled, …).
 */
export function TextField({
  value,
  onValueChange,
  input,
  ...field
}: Omit<FormFieldProps, 'children'> & { value: string; onValueChange: (value: string) => void; input?: TextInputProps }) {
  const invalid = field.error !== undefined && field.error !== null && field.error !== false && field.error !== '';
  return (
    <FormField {...field}>
      {(control) => (
        <InputGroup {...control} {...input} value={value} intent={invalid ? Intent.DANGER : Intent.NONE} onValueChange={onValueChange} />
      )}
    </FormField>
  );
}

/** A password row (focused on opening): the field in error shows its danger intent too. */
export function PasswordField({
  label,
  id,
  value,
  onValue,
  placeholder,
  error,
  rightElement,
}: {
  label: string;
  id: string;
  value: string;
  onValue: (value: string) => void;
  placeholder?: string;
  error?: string;
  rightElement?: ReactElement;
}) {
  return (
    <FormField label={label} id={id} error={error}>
      {(control) => (
        <InputGroup
          {...control}
          type="password"
          autoFocus
          value={value}
          intent={error ? Intent.DANGER : Intent.NONE}
          placeholder={placeholder}
          onChange={(e) => onValue(e.target.value)}
          {...(rightElement ? { rightElement } : {})}
        />
      )}
    </FormField>
  );
}

/** Focuses the first field in error inside `root`; whether there was one. */
export function focusFirstInvalid(root: ParentNode | null | undefined): boolean {
  const first = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!first) return false;
  first.focus();
  return true;
}

/**
 * For a form whose errors show after a refused submit: `ref` goes on the form, `focusFirstInvalid()` is called
 * on the refusal, and the focus moves once the errors are on screen.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>(): {
  ref: RefObject<T | null>;
  focusFirstInvalid: () => void;
} {
  const ref = useRef<T>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked > 0) focusFirstInvalid(ref.current);
  }, [asked]);
  const ask = useCallback(() => setAsked((n) => n + 1), []);
  return { ref, focusFirstInvalid: ask };
}

export interface FilterFormProps {
  /** The search landmark's name. */
  label: string;
  searchText: string;
  resetText: string;
  /** The reset button's icon (`reset` when absent). */
  resetIcon?: IconName;
  onSubmit: () => void;
  onReset: () => void;
  className?: string;
  /** Shown in the button group after reset (a "more filters" toggle). */
  extraButtons?: ReactNode;
  /** Shown after the buttons, on the bar (the list's own tools). */
  after?: ReactNode;
  /** Shown under the bar (more fields, a problem). */
  below?: ReactNode;
  children: ReactNode;
}

/**
 * A dialog's form: Enter submits it (the browser's own checks are off: the fields say what is wrong), and what went
 * wrong with the last submit is said above its fields.
 */
export function SubmitForm({
  onSubmit,
  problem,
  className,
  formRef,
  children,
}: {
  onSubmit: () => void;
  /** What went wrong (the server's words, or ours), or nothing. */
  problem?: ReactNode;
  className?: string;
  formRef?: RefObject<HTMLFormElement | null>;
  children: ReactNode;
}) {
  return (
    <form
      ref={formRef}
      noValidate
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {problem ? (
        <Callout intent={Intent.DANGER} role="alert" className="fc-gap-below">
          {problem}
        </Callout>
      ) : null}
      {children}
    </form>
  );
}

/** The filter bar over a list: its fields in a wrapping row, then search and reset. */
export function FilterForm({
  label,
  searchText,
  resetText,
  resetIcon = 'reset',
  onSubmit,
  onReset,
  className,
  extraButtons,
  after,
  below,
  children,
}: FilterFormProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  const buttons = (
    <ButtonGroup>
      <Button type="submit" intent={Intent.PRIMARY} icon="search" text={searchText} />
      <Button icon={resetIcon} text={resetText} onClick={onReset} />
      {extraButtons}
    </ButtonGroup>
  );
  if (below === undefined) {
    return (
      <form role="search" aria-label={label} className={classList('fc-filter-bar', className)} onSubmit={submit}>
        {children}
        {buttons}
        {after}
      </form>
    );
  }
  return (
    <form role="search" aria-label={label} className={classList('fc-stack', className)} onSubmit={submit}>
      <div className="fc-filter-bar">
        {children}
        {buttons}
        {after}
      </div>
      {below}
    </form>
  );
}
