/**
 * Unsaved edits are never lost silently. A form with edits (its values differ from the ones it started with) calls
 * `useUnsavedGuard(dirty)`; while it is dirty:
 *
 * - closing the browser tab or reloading makes the browser ask (`beforeunload`);
 * - the console's tab it lives in counts as having unsaved edits, so closing that tab (×, 关闭其他, 关闭全部) or
 *   sending it to another address asks first with `LeaveQuestion` (继续离开 / 留在此页). Switching to another tab is
 *   not leaving: the page is kept alive in its tab.
 *
 * The shell keeps one `UnsavedRegistry` of the tabs with unsaved edits and gives each tab its scope
 * (`UnsavedScopeContext`); a form outside any tab (a test harness) guards the browser tab on its own. A form that
 * cannot say what changed by itself uses `useFormEdits()` (its `ref` on the form): it compares the values of the
 * form's controls with those they had when the user first touched it. A dialog asks before it closes with edits
 * (`useLeaveQuestion`); `FormDialog`, `FormCommandDialog`, `CommandForm`, `CommandDialog` and `FlowCommandDialogs`
 * do all of this for every screen built on them.
 */
import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Intent } from '@blueprintjs/core';
import { ConfirmAlert } from './confirm-alert';
import { useTabLifetime } from './tab-lifetime';

/** Where a guarded form says whether it has unsaved edits: one console tab. */
export interface UnsavedScope {
  mark(formId: string, dirty: boolean): void;
}

/** The scope of the console tab the caller lives in, or null outside any tab. */
export const UnsavedScopeContext = createContext<UnsavedScope | null>(null);

/** Makes the browser ask before the page is closed or reloaded. */
function askBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // older browsers ask only when a return value is set
  event.returnValue = '';
}

/**
 * The shell's record of the console tabs (by key) that hold forms with unsaved edits. `guardUnload` keeps the
 * browser's own question in place while any of them is dirty.
 */
export function createUnsavedRegistry() {
  const dirtyForms = new Map<string, Set<string>>();
  const scopes = new Map<string, UnsavedScope>();
  const registry = {
    /** The scope of one tab (the same object on every call, so it can be a context value). */
    scope(key: string): UnsavedScope {
      let scope = scopes.get(key);
      if (!scope) {
        scope = {
          mark(formId, dirty) {
            const forms = dirtyForms.get(key) ?? new Set<string>();
            if (dirty === forms.has(formId)) return;
            if (dirty) forms.add(formId);
            else forms.delete(formId);
            if (forms.size > 0) dirtyForms.set(key, forms);
            else dirtyForms.delete(key);
          },
        };
        scopes.set(key, scope);
      }
      return scope;
    },
    /** Whether the tab of `key` holds unsaved edits. */
    isDirty(key: string): boolean {
      return dirtyForms.has(key);
    },
    /** Whether any tab holds unsaved edits. */
    anyDirty(): boolean {
      return dirtyForms.size > 0;
    },
    /** Forgets the tabs not in `open` (they were closed: their edits are gone). */
    keepOnly(open: ReadonlySet<string>): void {
      for (const key of dirtyForms.keys()) if (!open.has(key)) dirtyForms.delete(key);
      for (const key of scopes.keys()) if (!open.has(key)) scopes.delete(key);
    },
    /** Makes the browser ask before unload while any tab is dirty; returns the undo. */
    guardUnload(): () => void {
      const onBeforeUnload = (event: BeforeUnloadEvent) => {
        if (registry.anyDirty()) askBeforeUnload(event);
      };
      window.addEventListener('beforeunload', onBeforeUnload);
      return () => window.removeEventListener('beforeunload', onBeforeUnload);
    },
  };
  return registry;
}

export type UnsavedRegistry = ReturnType<typeof createUnsavedRegistry>;

/**
 * Guards a form's unsaved edits while `dirty`: the browser asks before unload, and the console tab the form lives
 * in asks before it is closed or sent elsewhere. A tab that is only hidden (another tab was chosen) keeps its mark.
 */
export function useUnsavedGuard(dirty: boolean): void {
  const scope = useContext(UnsavedScopeContext);
  const lifetime = useTabLifetime();
  const formId = useId();
  useEffect(() => {
    if (!dirty) return undefined;
    if (!scope) {
      window.addEventListener('beforeunload', askBeforeUnload);
      return () => window.removeEventListener('beforeunload', askBeforeUnload);
    }
    scope.mark(formId, true);
    return () => {
      // A hidden tab's page keeps its edits (its effects pause, the form stays): it still counts until it is closed,
      // which the registry forgets on its own.
      if (lifetime?.hidden.current && !lifetime.closed.aborted) return;
      scope.mark(formId, false);
    };
  }, [dirty, scope, lifetime, formId]);
}

/** The values of the controls inside a form (or any part of a page), as one comparable text. */
function formValues(form: HTMLElement): string {
  const parts: string[] = [];
  for (const el of Array.from(form.querySelectorAll('input, textarea, select'))) {
    if (el instanceof HTMLInputElement) {
      if (el.type === 'checkbox' || el.type === 'radio') parts.push(el.checked ? '1' : '0');
      else if (el.type === 'file')
        parts.push(
          Array.from(el.files ?? [])
            .map((f) => `${f.name}:${f.size}`)
            .join('|'),
        );
      else if (el.type !== 'submit' && el.type !== 'button' && el.type !== 'hidden') parts.push(el.value);
    } else if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) {
      parts.push(el.value);
    }
  }
  return parts.join('\u0000');
}

/**
 * Whether the user changed a form: the values of its controls compared with those they had when the user first
 * touched it (focus, pointer or key), so values a form fills in from a read before that count as the start. Give
 * `ref` to the form; `clean()` takes what the form holds next as the start again (after a save).
 */
export function useFormEdits(): { dirty: boolean; clean: () => void; ref: (form: HTMLElement | null) => () => void } {
  const [dirty, setDirty] = useState(false);
  const start = useRef<string | null>(null);
  const ref = useCallback((form: HTMLElement | null) => {
    if (!form) return () => undefined;
    const touch = () => {
      if (start.current === null) start.current = formValues(form);
    };
    const compare = () => {
      // after the screen's own update of what was typed (a controlled field may rewrite it)
      queueMicrotask(() => {
        if (start.current === null) return;
        setDirty(formValues(form) !== start.current);
      });
    };
    const touchEvents = ['focusin', 'pointerdown', 'keydown'] as const;
    const compareEvents = ['input', 'change', 'focusout'] as const;
    for (const name of touchEvents) form.addEventListener(name, touch, true);
    for (const name of compareEvents) form.addEventListener(name, compare);
    return () => {
      for (const name of touchEvents) form.removeEventListener(name, touch, true);
      for (const name of compareEvents) form.removeEventListener(name, compare);
    };
  }, []);
  const clean = useCallback(() => {
    start.current = null;
    setDirty(false);
  }, []);
  return { dirty, clean, ref };
}

/** One ref callback that sets every given ref (a screen's own and the kit's). */
export function useMergedRef<T>(...refs: ReadonlyArray<Ref<T> | undefined>): (node: T | null) => () => void {
  const latest = useRef(refs);
  latest.current = refs;
  return useCallback((node: T | null) => {
    const cleanups = latest.current.map((r) => {
      if (typeof r === 'function') {
        const undo = r(node);
        return typeof undo === 'function' ? undo : () => r(null);
      }
      if (r) {
        (r as { current: T | null }).current = node;
        return () => {
          (r as { current: T | null }).current = null;
        };
      }
      return () => undefined;
    });
    return () => {
      for (const undo of cleanups) undo();
    };
  }, []);
}

/** The question before unsaved edits are thrown away: 继续离开 leaves, 留在此页 (or Esc) stays. */
export function LeaveQuestion({
  isOpen,
  pages,
  onLeave,
  onStay,
}: {
  isOpen: boolean;
  /** The titles of the pages (tabs) whose edits would be lost, when it is not the one in view. */
  pages?: readonly string[];
  onLeave: () => void;
  onStay: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmAlert
      isOpen={isOpen}
      busy={false}
      title={t('unsaved.title')}
      intent={Intent.WARNING}
      icon="warning-sign"
      confirmText={t('unsaved.leave')}
      cancelText={t('unsaved.stay')}
      onConfirm={onLeave}
      onCancel={onStay}
    >
      <p>{t('unsaved.text')}</p>
      {pages && pages.length > 0 ? <p>{t('unsaved.pages', { pages: pages.join(t('unsaved.separator')) })}</p> : null}
    </ConfirmAlert>
  );
}

/**
 * Asks before unsaved edits are thrown away: `ask(leave)` calls `leave` at once when nothing is dirty, else shows the
 * question (render `question`) and calls it only on 继续离开.
 */
export function useLeaveQuestion(dirty: boolean): { ask: (leave: () => void) => void; question: ReactNode } {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const ask = useCallback(
    (leave: () => void) => {
      if (dirty) setPending(() => leave);
      else leave();
    },
    [dirty],
  );
  const question = (
    <LeaveQuestion
      isOpen={pending !== null}
      onLeave={() => {
        const leave = pending;
        setPending(null);
        leave?.();
      }}
      onStay={() => setPending(null)}
    />
  );
  return { ask, question };
}
