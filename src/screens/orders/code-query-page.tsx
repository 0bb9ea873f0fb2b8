/**
 * /rechargeCenter/goodsOrderCodeQuery: the write-off code lookup (selectHXM) of platform or fuel orders. The found
 * orders link to their detail page.
 */
import '@/i18n/orders-namespace';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Card, ControlGroup, InputGroup, Intent, NonIdealState, Radio, RadioGroup, Spinner } from '@blueprintjs/core';
import { selectHxm } from '@services/api/orders/client';
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
import { useInvalidate } from '@/components/query-client';
import { useRequest } from '@/components/use-request';
import './orders.css';
import { DataTable } from '@/components/data-table';
import { formatDateTime } from '@/lib/intl';

export function CodeQueryPage() {
  const { t } = useTranslation('orders');
  useDocumentTitle('orders:title.code');
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<'platform' | 'oil'>('platform');
  const [problem, setProblem] = useState<string | null>(null);
  const [asked, setAsked] = useState<{ kind: 'platform' | 'oil'; code: string } | null>(null);
  const askedKey = asked ? ['orders', 'hxm', asked.kind, asked.code] : null;
  const read = useRequest(askedKey, (signal) => selectHxm(asked!.kind, asked!.code, signal));
  const invalidate = useInvalidate();
  const loading = asked !== null && read.status === 'loading';

  const lookup = () => {
    if (!code.trim()) {
      setProblem(t('code.required'));
      return;
    }
    setProblem(null);
    // the same code asked again is read again
    if (asked && asked.kind === kind && asked.code === code && askedKey) void invalidate(askedKey);
    else setAsked({ kind, code });
  };
  const rows = asked && read.status === 'done' ? read.data : null;
  const failedMessage =
    asked && read.status === 'failed' ? (read.error instanceof ApiError && read.error.serverMessage) || t('list.loadFailed') : null;

  return (
    <div className="fc-page fc-order-code-page">
      <form
        role="search"
        aria-label={t('title.code')}
        onSubmit={(e) => {
          e.preventDefault();
          lookup();
        }}
        className="fc-row-end fc-order-code-form"
      >
        <FormField label={t('code.label')} id="hxm-code" className="fc-flush">
          {(control) => (
            <ControlGroup>
              <InputGroup {...control} value={code} placeholder={t('code.placeholder')} onValueChange={setCode} leftIcon="barcode" />
              <Button type="submit" intent={Intent.PRIMARY} icon="search" text={t('code.lookup')} loading={loading} />
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
      {loading && <Spinner size={30} aria-label={t('list.loading')} />}
      {failedMessage && (
        <NonIdealState
          icon="error"
          title={failedMessage}
          action={<Button intent={Intent.PRIMARY} icon="refresh" text={t('list.retry')} onClick={lookup} />}
        />
      )}
      {rows && rows.length === 0 && <NonIdealState icon="search" title={t('code.notFound')} />}
      {asked && rows && rows.length > 0 && (
        <Card>
          <p>{t('code.found', { count: rows.length })}</p>
          <DataTable
            label={t('code.found', { count: rows.length })}
            rows={rows}
            columns={[
              [t('field.orderNo'), (r) => <Link to={detailHref(displayText(r.id), asked.kind)}>{displayText(r.orderNo)}</Link>],
              [t('field.goodsName'), (r) => displayText(r.goodsName)],
              [t('field.userPhone'), (r) => displayText(r.userPhone)],
              [t('field.payAmount'), (r) => displayFen(r.payAmount), 'money'],
              [t('field.orderState'), (r) => <StatusTag table={codeTable(ORDER_STATE)} code={r.orderState} />],
              [t('field.createTime'), (r) => formatDateTime(r.createTime)],
            ]}
          />
        </Card>
      )}
    </div>
  );
}
