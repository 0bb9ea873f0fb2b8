/**
 * /rechargeCenter/goodsOrderCodeQuery: the write-off code lookup (selectHXM) of platform or fuel orders. The found
 * orders link to their detail page.
 */
import '@/i18n/orders-namespace';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Card, ControlGroup, InputGroup, Intent, NonIdealState, Radio, RadioGroup, Spinner } from '@blueprintjs/core';
import { selectHxm, type OrderRow } from '@services/api/orders/client';
import { ApiError } from '@services/http/errors';
import { useDocumentTitle } from '@/components/use-document-title';
import { detailHref } from './order-ui';
import { displayFen } from '@/lib/money';
import { displayText } from '@/lib/display';
import { StatusTag } from '@/components/status-tag';
import { codeTable } from '@services/api/status-info';
import { ORDER_STATE } from '@services/api/orders/status';
import '@/components/components.css';
import { FormField } from '@/components/form-field';
import './orders.css';
import { DataTable } from '@/components/data-table';

type Result =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'done'; rows: OrderRow[]; kind: 'platform' | 'oil' };

export function CodeQueryPage() {
  const { t } = useTranslation('orders');
  useDocumentTitle('orders:title.code');
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<'platform' | 'oil'>('platform');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<Result>({ state: 'idle' });
  const ac = useRef<AbortController | null>(null);

  const lookup = async () => {
    if (!code.trim()) {
      setProblem(t('code.required'));
      return;
    }
    setProblem(null);
    ac.current?.abort();
    const mine = new AbortController();
    ac.current = mine;
    setResult({ state: 'loading' });
    try {
      const rows = await selectHxm(kind, code, mine.signal);
      setResult({ state: 'done', rows, kind });
    } catch (e) {
      if (mine.signal.aborted || (e instanceof ApiError && e.kind === 'cancelled')) return;
      setResult({ state: 'failed', message: (e instanceof ApiError && e.serverMessage) || t('list.loadFailed') });
    }
  };

  return (
    <div className="fc-page fc-order-code-page">
      <form
        role="search"
        aria-label={t('title.code')}
        onSubmit={(e) => {
          e.preventDefault();
          void lookup();
        }}
        className="fc-row-end fc-order-code-form"
      >
        <FormField label={t('code.label')} id="hxm-code" className="fc-flush">
          {(control) => (
            <ControlGroup>
              <InputGroup {...control} value={code} placeholder={t('code.placeholder')} onValueChange={setCode} leftIcon="barcode" />
              <Button type="submit" intent={Intent.PRIMARY} icon="search" text={t('code.lookup')} loading={result.state === 'loading'} />
            </ControlGroup>
          )}
        </FormField>
        <RadioGroup
          label={t('code.kind')}
          inline
          selectedValue={kind}
          onChange={(e) => setKind(e.currentTarget.value === 'oil' ? 'oil' : 'platform')}
        >
          <Radio value="platform" label={t('code.platform')} />
          <Radio value="oil" label={t('code.oil')} />
        </RadioGroup>
      </form>
      {problem && (
        <Callout intent={Intent.WARNING} role="alert" compact>
          {problem}
        </Callout>
      )}
      {result.state === 'loading' && <Spinner size={30} aria-label={t('list.loading')} />}
      {result.state === 'failed' && (
        <NonIdealState
          icon="error"
          title={result.message}
          action={<Button intent={Intent.PRIMARY} icon="refresh" text={t('list.retry')} onClick={() => void lookup()} />}
        />
      )}
      {result.state === 'done' && result.rows.length === 0 && <NonIdealState icon="search" title={t('code.notFound')} />}
      {result.state === 'done' && result.rows.length > 0 && (
        <Card>
          <p>{t('code.found', { count: result.rows.length })}</p>
          <DataTable
            label={t('code.found', { count: result.rows.length })}
            rows={result.rows}
            columns={[
              [t('field.orderNo'), (r) => <Link to={detailHref(displayText(r.id), result.kind)}>{displayText(r.orderNo)}</Link>],
              [t('field.goodsName'), (r) => displayText(r.goodsName)],
              [t('field.userPhone'), (r) => displayText(r.userPhone)],
              [t('field.payAmount'), (r) => displayFen(r.payAmount), 'money'],
              [t('field.orderState'), (r) => <StatusTag table={codeTable(ORDER_STATE)} code={r.orderState} />],
              [t('field.createTime'), (r) => displayText(r.createTime)],
            ]}
          />
        </Card>
      )}
    </div>
  );
}
