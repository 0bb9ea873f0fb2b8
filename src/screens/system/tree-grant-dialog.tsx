/**
 * A grant as a tree of checks (roles of users, menus of a top menu): loads the tree (a failure offers a retry),
 * starts from what is granted now, and saves the checked ids as a command (docs/flows.md "Commands"): confirmed
 * with the names it grants, sent once, and after a lost answer read back to see whether the grant holds.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent, Spinner } from '@blueprintjs/core';
import type { TreeNode } from '@services/api/system-admin';
import { notifySuccess } from '@/components/toaster';
import { useRequest } from '@/components/use-request';
import { useCommand } from '@/components/use-command';
import { CommandDialog } from '@/components/command-dialog';
import type { ShownRequest } from '@/components/confirm-dialog';
import { CheckTree, grantNames, sameIds } from './check-tree';
import { LoadFailed } from './system-parts';
import './system.css';
import { useInvalidate } from '@/components/query-client';
import { useLeaveQuestion, useUnsavedGuard } from '@/components/unsaved-guard';

export interface TreeGrant {
  /** Names the tree's request (a new attempt reloads it). */
  treeKey: string;
  loadTree: (signal: AbortSignal) => Promise<TreeNode[]>;
  /** The leaves granted now. */
  initial: (nodes: readonly TreeNode[]) => Set<string>;
  /** The ids to send for the checked leaves. */
  ids: (nodes: readonly TreeNode[], checked: ReadonlySet<string>) => string[];
  /** Said instead of saving when no id is checked; without it an empty grant is saved. */
  emptyProblem?: string;
  /** Sends the grant once, with the operation's key. */
  save: (ids: string[], key: string) => Promise<unknown>;
  /** What the grant sends, for 请求详情. */
  request: (ids: string[]) => ShownRequest;
  /** Reads the granted ids back (the family's own read), to compare with what was sent after a lost answer. */
  readBack: (signal: AbortSignal) => Promise<string[][]>;
  /** The ids a read-back should hold for what was sent (the backend may keep only some levels). */
  kept?: (nodes: readonly TreeNode[], ids: readonly string[]) => string[];
}

export function TreeGrantDialog({
  title,
  wide,
  lead,
  target,
  label,
  openDepth,
  grant,
  onClose,
}: {
  title: string;
  wide?: boolean;
  /** What is granted to, above the tree. */
  lead?: ReactNode;
  /** What is granted to, in the confirmation's words. */
  target: string;
  label: string;
  openDepth: number;
  grant: TreeGrant;
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation('systemAdmin');
  const invalidate = useInvalidate();
  const treeKey = ['tree-grant', grant.treeKey];
  const tree = useRequest(treeKey, grant.loadTree);
  const [picked, setPicked] = useState<Set<string> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial ticks are computed once per loaded tree, not per render of the caller's grant object
  const initial = useMemo(() => (tree.status === 'done' ? grant.initial(tree.data) : new Set<string>()), [tree]);
  const checked = picked ?? initial;
  const nodes = tree.status === 'done' ? tree.data : [];
  const command = useCommand<{ ids: string[] }>({
    send: (p, key) => grant.save(p.ids, key),
    verify: async (p, _startedAt, signal) => {
      const expected = grant.kept ? grant.kept(nodes, p.ids) : p.ids;
      const now = await grant.readBack(signal);
      return { found: now.every((ids) => sameIds(ids, expected)) };
    },
    onDone: () => {
      notifySuccess(t('toast.done'));
      invalidate(treeKey);
      onClose(true);
    },
  });
  const busy = command.step !== 'idle';
  const payload = command.payload;
  // ticks changed from what is granted now: closing asks first, and so do the console tab and the browser tab
  const dirty = picked !== null && !sameIds([...picked], [...initial]);
  useUnsavedGuard(dirty);
  const leaving = useLeaveQuestion(dirty);
  const close = () => leaving.ask(() => onClose(false));

  const submit = () => {
    if (tree.status !== 'done' || busy) return;
    const ids = grant.ids(tree.data, checked);
    if (ids.length === 0 && grant.emptyProblem) return setProblem(grant.emptyProblem);
    setProblem(null);
    command.request({ ids });
  };

  return (
    <Dialog
      isOpen
      title={title}
      onClose={() => !busy && close()}
      canOutsideClickClose={false}
      className={wide ? 'fc-system-grant-wide' : 'fc-system-grant'}
    >
      <DialogBody>
        {lead}
        {problem && (
          <Callout intent={Intent.DANGER} role="alert" className="fc-system-problem">
            {problem}
          </Callout>
        )}
        {tree.status === 'failed' ? (
          <LoadFailed onRetry={() => invalidate(treeKey)} />
        ) : tree.status === 'loading' ? (
          <Spinner size={30} aria-label={t('list.loading')} />
        ) : (
          <CheckTree label={label} nodes={tree.data} checked={checked} onChange={setPicked} openDepth={openDepth} />
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('form.cancel')} onClick={close} disabled={busy} />
            <Button
              intent={Intent.PRIMARY}
              text={t('form.save')}
              loading={command.step === 'submitting'}
              disabled={tree.status !== 'done'}
              onClick={submit}
            />
          </>
        }
      />
      <CommandDialog
        command={command}
        title={title}
        lines={
          payload
            ? [
                [t('command.grantTo'), target],
                [label, grantNames(nodes, checked, t('command.none'))],
              ]
            : undefined
        }
        request={payload ? grant.request(payload.ids) : null}
        confirmText={t('form.save')}
      />
      {leaving.question}
    </Dialog>
  );
}
