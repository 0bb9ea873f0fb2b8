/**
 * The pager of a list: the total, the page size, previous / next and "page x of y". `sizes` are the sizes offered;
 * one outside `allowedSizes` (a size read from an old address, say) shows but cannot be chosen.
 */
import { Button, Classes, HTMLSelect, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import './components.css';

export function Pager({
  current,
  pages,
  total,
  size,
  sizes,
  allowedSizes,
  busy,
  onPage,
  onSize,
}: {
  current: number;
  pages: number;
  total: number;
  size?: number;
  sizes?: readonly number[];
  allowedSizes?: readonly number[];
  /** The next page is loading. */
  busy?: boolean;
  onPage: (current: number) => void;
  onSize?: (size: number) => void;
}) {
  const { t } = useTranslation();
  const label = t('kit.pageOf', { current, pages });
  return (
    <nav aria-label={label} className="fc-pager">
      {busy ? <Spinner size={16} aria-label={t('kit.loading')} /> : null}
      <span className={Classes.TEXT_MUTED}>{t('kit.total', { total })}</span>
      {onSize && sizes && size !== undefined ? (
        <HTMLSelect aria-label={t('kit.pageSize')} value={String(size)} onChange={(e) => onSize(Number(e.currentTarget.value))}>
          {sizes.map((s) => (
            <option key={s} value={s} disabled={allowedSizes ? !allowedSizes.includes(s) : false}>
              {t('kit.sizeOption', { size: s })}
            </option>
          ))}
        </HTMLSelect>
      ) : null}
      <Button size="small" icon="chevron-left" aria-label={t('kit.prev')} disabled={current <= 1} onClick={() => onPage(current - 1)} />
      <span>{label}</span>
      <Button
        size="small"
        icon="chevron-right"
        aria-label={t('kit.next')}
        disabled={current >= pages}
        onClick={() => onPage(current + 1)}
      />
    </nav>
  );
}
