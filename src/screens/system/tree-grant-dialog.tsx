/**
 * A grant as a tree of checks (roles of users, menus of a top menu): loads the tree (a failure offers a retry),
 * starts from what is granted now, and saves the checked ids; a refusal from the server stays in the dialog.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import type { TreeNode } from '@services/api/system-admin';
import { ApiError } from '@services/http/errors';
import { notifySuccess } from '@/components/toaster';
import { useRequest } from '@/components/use-request';
import { CheckTree } from './check-tree';
import './system.css';
import { useInvalidate } from '@/components/query-client';

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
  save: (ids: string[]) => Promise<unknown>;
}

export function TreeGrantDialog({
  title,
  wide,
  lead,
  label,
  openDepth,
  grant,
  onClose,
}: {
  title: string;
  wide?: boolean;
  /** What is granted to, above the tree. */
  lead?: ReactNode;
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
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial ticks are computed once per loaded tree, not per render of the caller's grant object
  const initial = useMemo(() => (tree.status === 'done' ? grant.initial(tree.data) : new Set<string>()), [tree]);
  const checked = picked ?? initial;

  const submit = async () => {
    if (tree.status !== 'done' || saving) return;
    const ids = grant.ids(tree.data, checked);
    if (ids.length === 0 && grant.emptyProblem) return setProblem(grant.emptyProblem);
    setSaving(true);
    setProblem(null);
    try {
      await grant.save(ids);
      notifySuccess(t('toast.done'));
      invalidate(treeKey);
      onClose(true);
    } catch (e) {
      setProblem(e instanceof ApiError && e.kind === 'bad-request' && e.message ? e.message : t('form.saveFailed'));
      setSaving(false);
    }
  };

  return (
    <Dialog
      isOpen
      title={title}
      onClose={() => !saving && onClose(false)}
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
          <NonIdealState
            icon="error"
            title={t('list.loadFailed')}
            action={<Button intent={Intent.PRIMARY} text={t('list.retry')} onClick={() => invalidate(treeKey)} />}
          />
        ) : tree.status === 'loading' ? (
          <Spinner size={30} aria-label={t('list.loading')} />
        ) : (
          <CheckTree label={label} nodes={tree.data} checked={checked} onChange={setPicked} openDepth={openDepth} />
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('form.cancel')} onClick={() => onClose(false)} disabled={saving} />
            <Button
              intent={Intent.PRIMARY}
              text={t('form.save')}
              loading={saving}
              disabled={tree.status !== 'done'}
              onClick={() => void submit()}
            />
          </>
        }
      />
    </Dialog>
  );
}
