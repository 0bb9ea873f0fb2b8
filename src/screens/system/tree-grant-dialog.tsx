/** A grant as a tree of checks (roles of users, menus of a top menu): the tree once loaded, its failure with a retry, save and cancel. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import type { RequestState } from '@/components/use-request';
import { CheckTree, type CheckTreeProps } from './check-tree';
import './system.css';

export function TreeGrantDialog({
  title,
  wide,
  lead,
  label,
  tree,
  checked,
  onChange,
  openDepth,
  problem,
  saving,
  onRetry,
  onSave,
  onClose,
}: {
  title: string;
  wide?: boolean;
  /** What is granted to, above the tree. */
  lead?: ReactNode;
  label: string;
  tree: RequestState<CheckTreeProps['nodes']>;
  checked: ReadonlySet<string>;
  onChange: (checked: Set<string>) => void;
  openDepth: number;
  problem: string | null;
  saving: boolean;
  onRetry: () => void;
  onSave: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('systemAdmin');
  return (
    <Dialog isOpen title={title} onClose={() => !saving && onClose()} canOutsideClickClose={false} className={wide ? 'fc-system-grant-wide' : 'fc-system-grant'}>
      <DialogBody>
        {lead}
        {problem && (
          <Callout intent={Intent.DANGER} role="alert" className="fc-system-problem">
            {problem}
          </Callout>
        )}
        {tree.status === 'failed' ? (
          <NonIdealState icon="error" title={t('list.loadFailed')} action={<Button intent={Intent.PRIMARY} text={t('list.retry')} onClick={onRetry} />} />
        ) : tree.status === 'loading' ? (
          <Spinner size={30} aria-label={t('list.loading')} />
        ) : (
          <CheckTree label={label} nodes={tree.data} checked={checked} onChange={onChange} openDepth={openDepth} />
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('form.cancel')} onClick={onClose} disabled={saving} />
            <Button intent={Intent.PRIMARY} text={t('form.save')} loading={saving} disabled={tree.status !== 'done'} onClick={onSave} />
          </>
        }
      />
    </Dialog>
  );
}
