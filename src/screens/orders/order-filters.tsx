/**
 * The order filter form: the export filter set of spec 001 §3. The common filters show at once (order number, phone,
 * order date, state, station); the others open under "more filters". Searching drops empty fields and goes back to
 * page 1 (spec 001 §5); a reversed or malformed date range is refused before anything is sent.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Checkbox, HTMLSelect, InputGroup, Intent, Menu, PopoverNext } from '@blueprintjs/core';
import { NOTIFY_STATE, ORDER_SOURCE, ORDER_STATE } from '@services/api/orders/status';
import { ORDER_FILTER_FIELDS, filterProblem, type OrderFilterField, type OrderFilters } from '@services/api/orders/filters';
import { siteOptions, type SiteOption } from '@services/api/orders/client';
import { DateRangeField } from '@/components/date-field';
import { FilterForm, FormField } from '@/components/form-field';
import '@/components/components.css';
import { useRequest } from '@/components/use-request';
import './orders.css';

/** Which filters a form offers. */
export type FilterSet = 'full' | 'goods' | 'oil' | 'tel' | 'huarun';

const PRIMARY: Record<FilterSet, readonly OrderFilterField[]> = {
  full: ['orderNo', 'userPhone', 'stateString', 'siteId'],
  goods: ['orderNo', 'userPhone', 'goodNameLike', 'stateString'],
  oil: ['orderNo', 'userPhone', 'stateString', 'siteId'],
  tel: ['userPhone', 'orderNo'],
  huarun: ['orderNo', 'stateString'],
};

/** What a set offers under 更多条件: every other filter of spec 001 §3 but the order date, in the spec's order. */
const others = (set: FilterSet) => ORDER_FILTER_FIELDS.filter((f) => f !== 'startTime' && f !== 'endTime' && !PRIMARY[set].includes(f));

const MORE: Record<FilterSet, readonly OrderFilterField[]> = {
  full: others('full'),
  goods: others('goods'),
  oil: others('oil'),
  tel: [],
  huarun: ['condition', 'siteId'],
};

/** The order states picker: several states, sent as a comma list (stateString). */
function StatesPicker({ value, onChange, id }: { value: string; onChange: (v: string) => void; id: string }) {
  const { t } = useTranslation('orders');
  const chosen = value.split(',').filter(Boolean);
  const toggle = (code: string) => {
    const next = chosen.includes(code) ? chosen.filter((c) => c !== code) : [...chosen, code];
    onChange(
      ORDER_STATE.map((s) => String(s.code))
        .filter((c) => next.includes(c))
        .join(','),
    );
  };
  return (
    <PopoverNext
      placement="bottom-start"
      content={
        <Menu aria-label={t('field.stateString')} className="fc-states-menu">
          {ORDER_STATE.map((s) => (
            <Checkbox
              key={s.code}
              label={t(`status.orderState.${s.code}`)}
              checked={chosen.includes(String(s.code))}
              onChange={() => toggle(String(s.code))}
            />
          ))}
        </Menu>
      }
    >
      <Button
        // named by its field's label (label for=id); the states chosen are what it shows
        id={id}
        endIcon="caret-down"
        text={chosen.length ? t('filter.statesSome', { count: chosen.length }) : t('filter.statesAll')}
      />
    </PopoverNext>
  );
}

export interface OrderFilterFormProps {
  set: FilterSet;
  /** The filters currently applied (the form starts from them). */
  initial: OrderFilters;
  onSearch: (filters: OrderFilters) => void;
  /** Whether a phone number is needed before searching (the phone-based search). */
  phoneRequired?: boolean;
  idPrefix: string;
}

export function OrderFilterForm({ set, initial, onSearch, phoneRequired, idPrefix }: OrderFilterFormProps) {
  const { t } = useTranslation('orders');
  const [values, setValues] = useState<OrderFilters>(initial);
  const [more, setMore] = useState(() => MORE[set].some((f) => !!initial[f]));
  const [problem, setProblem] = useState<string | null>(() => filterProblem(initial));
  const needsSites = [...PRIMARY[set], ...MORE[set]].includes('siteId');
  const siteRead = useRequest(needsSites ? ['shell-site', 'options'] : null, siteOptions);
  const sites: SiteOption[] = siteRead.status === 'done' ? siteRead.data : [];

  const put = (f: OrderFilterField, v: string) => setValues((old) => ({ ...old, [f]: v }));
  const id = (f: string) => `${idPrefix}-${f}`;

  const field = (f: OrderFilterField) => {
    const label = t(`field.${f}`);
    const v = values[f] ?? '';
    if (f === 'stateString') {
      return (
        <FormField key={f} label={label} id={id(f)} className="fc-flush">
          {(c) => <StatesPicker id={c.id} value={v} onChange={(x) => put(f, x)} />}
        </FormField>
      );
    }
    const select = (options: ReadonlyArray<[string, string]>) => (
      <FormField key={f} label={label} id={id(f)} className="fc-flush">
        {(c) => (
          <HTMLSelect {...c} value={v} onChange={(e) => put(f, e.currentTarget.value)}>
            <option value="">{t('filter.all')}</option>
            {options.map(([value, name]) => (
              <option key={value} value={value}>
                {name}
              </option>
            ))}
          </HTMLSelect>
        )}
      </FormField>
    );
    if (f === 'siteId') return select(sites.map((s) => [s.id, s.name] as [string, string]));
    if (f === 'notifyState')
      return select(NOTIFY_STATE.map((s) => [String(s.code), t(`status.notifyState.${s.code}`)] as [string, string]));
    if (f === 'orderSourceType')
      return select(ORDER_SOURCE.map((s) => [String(s.code), t(`status.orderSource.${s.code}`)] as [string, string]));
    return (
      <FormField key={f} label={label} id={id(f)} className="fc-flush" helper={f === 'headList' ? t('filter.headListHint') : undefined}>
        {(c) => (
          <InputGroup
            {...c}
            value={v}
            onValueChange={(x) => put(f, x)}
            inputMode={f === 'userPhone' ? 'tel' : undefined}
            className={f === 'orderNo' ? 'fc-order-no-filter' : 'fc-filter-input'}
          />
        )}
      </FormField>
    );
  };

  const dateLabel = t('field.dateRange');
  return (
    <FilterForm
      label={t('filter.search')}
      searchText={t('filter.search')}
      resetText={t('filter.reset')}
      onSubmit={() => {
        const why = filterProblem(values) ?? (phoneRequired && !values.userPhone?.trim() ? 'orders:filter.phoneRequired' : null);
        setProblem(why);
        if (!why) onSearch(values);
      }}
      onReset={() => {
        setValues({});
        setProblem(null);
        if (!phoneRequired) onSearch({});
      }}
      extraButtons={
        MORE[set].length > 0 && (
          <Button
            variant="minimal"
            endIcon={more ? 'chevron-up' : 'chevron-down'}
            aria-expanded={more}
            text={more ? t('filter.less') : t('filter.more')}
            onClick={() => setMore(!more)}
          />
        )
      }
      below={
        <>
          {more && <div className="fc-filter-bar fc-filter-more">{MORE[set].map(field)}</div>}
          {problem && (
            <Callout intent={Intent.WARNING} role="alert" icon="warning-sign" compact>
              {t(problem)}
            </Callout>
          )}
        </>
      }
    >
      {PRIMARY[set].map(field)}
      <FormField label={dateLabel} className="fc-flush" group>
        {() => (
          <DateRangeField
            from={values.startTime}
            to={values.endTime}
            onChange={({ from, to }) => setValues((old) => ({ ...old, startTime: from, endTime: to }))}
            fromLabel={`${dateLabel} ${t('field.startTime')}`}
            toLabel={`${dateLabel} ${t('field.endTime')}`}
            reversedMessage={t('filter.rangeReversed')}
            invalidMessage={t('filter.badDate')}
            inputClassName="fc-day-input"
          />
        )}
      </FormField>
    </FilterForm>
  );
}
