/**
 * Fleet member cards (spec 001 §1, §7 "Fleets"): the card list with its filters (/fleetcard/fleetcard, 车队卡),
 * a card's details with its flows (/fleetcard/details?id=), and the card flows with the flow adjustment
 * (/fleetflow/fleetflow). Recharge and recovery move money between the fleet account and the card; capital
 * recovery takes a card's whole balance back after its check. Cards are added (新增成员卡, 待审核), edited while 待审核 or
 * 审核驳回, and removed when empty (card-edit-dialogs.tsx), behind fleetCard_add / fleetCard_edit / fleetCard_delete.
 */
import { RowButton } from '@/components/row-button';
import '@/i18n/fleet-namespace';
import '@/i18n/resources-namespace';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Callout, Classes, Intent, Spinner } from '@blueprintjs/core';
import * as api from '@services/api/fleets/calls';
import { CARD_AUDIT_STATUS, FLEET_STATUS_TABLES, MEMBER_CARD_STATUS } from '@services/api/fleets/status';
import { permitted } from '@services/resources/permissions';
import { requireResource } from '@services/resources/registry';
import { useSession } from '@/components/session-context';
import { useDocumentTitle } from '@/components/use-document-title';
import { useRequest, type RequestKey } from '@/components/use-request';
import { maskPhone } from '@/lib/mask';
import { CapitalRecoveryDialog, CardMoveDialog, FlowAdjustDialog, balanceFacts } from './card-dialogs';
import { CARD_WRITE_KEYS, MemberCardDialog, editRefusal, removeRefusal, useRemoveCard } from './card-edit-dialogs';
import { FilteredList, definitionFilters, type Column, type Row } from './fleet-filters';
import { definitionColumns } from '@/screens/resource/definition-columns';
import { detailPath } from '@/screens/resource/detail-path';
import { displayFen } from '@/lib/money';
import { displayText } from '@/lib/display';
import { FactsPanel } from '@/components/facts-panel';
import { PageFrame } from '@/components/page-frame';
import { StatusTag } from '@/components/status-tag';
import { codeTable } from '@services/api/status-info';
import { useInvalidate } from '@/components/query-client';
import { LoadFailed } from './load-failed';
import '@/components/components.css';

/** The families of the card list and the card flows (services/resources/definitions/fleets.ts). */
const CARDS = requireResource('fleet-member-card');
const FLOWS = requireResource('fleet-member-account-flow');

/** Status columns drawn as tags over the fleet status tables. */
const STATUS_CELLS: Readonly<Record<string, (r: Row) => ReactNode>> = {
  cardStatus: (r) => <StatusTag table={codeTable(FLEET_STATUS_TABLES.card)} code={r.cardStatus} />,
  auditStatus: (r) => <StatusTag table={codeTable(FLEET_STATUS_TABLES.audit)} code={r.auditStatus} />,
  flowType: (r) => <StatusTag table={codeTable(FLEET_STATUS_TABLES.flowType)} code={r.flowType} />,
  direction: (r) => <StatusTag table={codeTable(FLEET_STATUS_TABLES.direction)} code={r.direction} />,
};

type Move = { kind: 'recharge' | 'recovery' | 'capital'; cardId: string; cardNo: string };

/** What a card's money move or a flow adjustment changes: cards, their flows, the fleets' balances. */
const CARD_MONEY_KEYS: RequestKey[] = [['fleet-member-card'], ['fleet-member-account-flow'], ['fleet']];

/** Whether the user holds a button (`<menu>_<verb>`): only a code in the button map shows it. */
function useButton(menu: string, verb: string): boolean {
  const buttons = useSession((s) => s.context.profile?.buttons);
  return permitted(buttons, menu, verb);
}

const canMove = (r: Row | api.MemberCard) =>
  Number((r as Row).auditStatus) === CARD_AUDIT_STATUS.approved.code && Number((r as Row).cardStatus) === MEMBER_CARD_STATUS.active.code;

function useStatusOptions(flow: 'card' | 'audit' | 'flowType'): Array<[string, string]> {
  const { t } = useTranslation('fleet');
  return Object.values(FLEET_STATUS_TABLES[flow] as Record<string, { code: number }>).map((s): [string, string] => [
    String(s.code),
    t(`status.${flow}.${s.code}`),
  ]);
}

/** The row buttons of a card: 充值 / 回收 (fleetCard_recharge / fleetCard_recover), and the why when money may not move. */
function MoveButtons({ row, onMove, capital }: { row: Row; onMove: (m: Move) => void; capital?: boolean }) {
  const { t } = useTranslation('fleet');
  const recharge = useButton('fleetCard', 'recharge');
  const recover = useButton('fleetCard', 'recover');
  const ok = canMove(row);
  const why = ok
    ? undefined
    : t(Number(row.auditStatus) !== CARD_AUDIT_STATUS.approved.code ? 'card.reason.notApproved' : 'card.reason.notActive');
  const cardNo = displayText(row.cardNo);
  const target = { cardId: displayText(row.id), cardNo };
  return (
    <span className="fc-inline">
      {(['recharge', 'recovery'] as const).map((kind) =>
        (kind === 'recharge' ? recharge : recover) ? (
          <Button
            key={kind}
            size="small"
            variant="minimal"
            intent={kind === 'recharge' ? Intent.PRIMARY : Intent.WARNING}
            text={t(kind === 'recharge' ? 'card.recharge' : 'card.recover')}
            aria-label={`${t(kind === 'recharge' ? 'card.recharge' : 'card.recover')} ${cardNo}`}
            disabled={!ok}
            title={why}
            onClick={() => onMove({ kind, ...target })}
          />
        ) : null,
      )}
      {recover && capital && (
        <RowButton text={t('capital.title')} of={cardNo} intent={Intent.DANGER} onClick={() => onMove({ kind: 'capital', ...target })} />
      )}
    </span>
  );
}

function MoveDialogs({ move, onClose }: { move: Move | null; onClose: (changed: boolean) => void }) {
  if (!move) return null;
  if (move.kind === 'capital') return <CapitalRecoveryDialog cardId={move.cardId} cardNo={move.cardNo} onClose={onClose} />;
  return <CardMoveDialog kind={move.kind} cardId={move.cardId} onClose={onClose} />;
}

/** The row buttons that edit (fleetCard_edit) and remove (fleetCard_delete) a card, each saying why when it may not. */
function WriteButtons({ row, onEdit, onRemove }: { row: Row; onEdit: (r: Row) => void; onRemove: (r: Row) => void }) {
  const { t } = useTranslation('fleet');
  const edit = useButton('fleetCard', 'edit');
  const remove = useButton('fleetCard', 'delete');
  const cardNo = displayText(row.cardNo);
  const notEditable = editRefusal(row);
  const notRemovable = removeRefusal(row);
  return (
    <>
      {edit ? (
        <RowButton
          text={t('cardForm.edit')}
          of={cardNo}
          disabled={notEditable !== null}
          title={notEditable ? t(notEditable) : undefined}
          onClick={() => onEdit(row)}
        />
      ) : null}
      {remove ? (
        <RowButton
          text={t('cardForm.remove')}
          of={cardNo}
          intent={Intent.DANGER}
          disabled={notRemovable !== null}
          title={notRemovable ? t(notRemovable) : undefined}
          onClick={() => onRemove(row)}
        />
      ) : null}
    </>
  );
}

/** /fleetcard/fleetcard (车队卡): member cards with their balances; add, edit, remove, recharge, recover, details. */
export function FleetCardsPage() {
  const { t } = useTranslation('fleet');
  const navigate = useNavigate();
  const [move, setMove] = useState<Move | null>(null);
  // the card being added (null) or edited (its row); undefined: no dialog
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const canAdd = useButton('fleetCard', 'add');
  const invalidate = useInvalidate();
  const removal = useRemoveCard(() => void invalidate(...CARD_WRITE_KEYS));
  const fields = definitionFilters(CARDS, t, { cardStatus: useStatusOptions('card'), auditStatus: useStatusOptions('audit') });
  const columns: Column[] = [
    ...definitionColumns(CARDS, t, {
      cells: {
        cardNo: (r) => <Link to={`/fleetcard/details?id=${encodeURIComponent(displayText(r.id))}`}>{displayText(r.cardNo)}</Link>,
        phone: (r) => maskPhone(displayText(r.phone)),
        balance: (r) => <span data-testid={`card-balance-${displayText(r.cardNo)}`}>{displayFen(r.balance)}</span>,
        ...STATUS_CELLS,
      },
    }),
    [
      t('list.actions'),
      (r) => (
        <span className="fc-inline">
          <MoveButtons row={r} onMove={setMove} />
          <WriteButtons row={r} onEdit={setEditing} onRemove={removal.ask} />
          <RowButton
            text={t('card.details')}
            of={displayText(r.cardNo)}
            onClick={() => navigate(`/fleetcard/details?id=${encodeURIComponent(displayText(r.id))}`)}
          />
        </span>
      ),
    ],
  ];
  return (
    <PageFrame title={t('card.title')} documentTitle="fleet:card.title">
      <FilteredList
        id="fleet-cards"
        label={t('card.list')}
        fields={fields}
        columns={columns}
        family="fleet-member-card"
        toolbar={
          canAdd ? () => <Button intent={Intent.PRIMARY} icon="add" text={t('cardForm.add')} onClick={() => setEditing(null)} /> : undefined
        }
      />
      {editing !== undefined ? <MemberCardDialog card={editing} onClose={() => setEditing(undefined)} /> : null}
      {removal.dialog}
      <MoveDialogs
        move={move}
        onClose={(changed) => {
          setMove(null);
          if (changed) invalidate(...CARD_MONEY_KEYS);
        }}
      />
    </PageFrame>
  );
}

/** /fleetcard/details?id= : one member card, its fleet account balance, its money actions and its flows. */
export function FleetCardDetailPage() {
  const { t } = useTranslation('fleet');
  useDocumentTitle('routes:fleetcard.details');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const invalidate = useInvalidate();
  const [move, setMove] = useState<Move | null>(null);
  const [adjust, setAdjust] = useState<Row | null>(null);
  const state = useRequest(id ? ['fleet-member-card', 'detail', id] : null, (signal) => api.memberCard(id, signal));
  const canAdjust = useButton('fleetFlow', 'memberCardFlowAdjust');
  const done = (changed: boolean) => {
    setMove(null);
    setAdjust(null);
    if (changed) invalidate(...CARD_MONEY_KEYS);
  };
  if (!id) {
    return (
      <PageFrame title={t('card.detailTitle')}>
        <Callout intent={Intent.WARNING} title={t('card.noId')}>
          <Link to="/fleetcard/fleetcard">{t('card.toList')}</Link>
        </Callout>
      </PageFrame>
    );
  }
  let facts: React.ReactNode = <Spinner size={24} aria-label={t('list.loading')} />;
  let card: api.MemberCard | null = null;
  if (state.status === 'failed') facts = <LoadFailed error={state.error} />;
  if (state.status === 'done') {
    card = state.data;
    facts = (
      <FactsPanel
        label={t('card.detailTitle')}
        items={[
          [t('field.cardNo'), card.cardNo],
          [t('field.memberName'), card.memberName],
          [t('field.phone'), maskPhone(card.phone)],
          [t('field.licensePlate'), card.licensePlate],
          [
            t('field.fleetName'),
            <Link key="f" to={`/thirdManage/fleetAccountDetails?fleetId=${encodeURIComponent(card.fleetId)}`}>
              {card.fleetName}
            </Link>,
          ],
          ...balanceFacts(t('field.balance'), t('field.fleetBalance'), card),
          [t('field.singleLimit'), displayFen(card.singleLimitFen)],
          [t('field.dailyLimit'), displayFen(card.dailyLimitFen)],
          [t('field.cardStatus'), <StatusTag key="s" table={codeTable(FLEET_STATUS_TABLES.card)} code={card.cardStatus} />],
          [t('field.auditStatus'), <StatusTag key="u" table={codeTable(FLEET_STATUS_TABLES.audit)} code={card.auditStatus} />],
        ]}
      />
    );
  }
  const row: Row | null = card ? { id: card.id, cardNo: card.cardNo, auditStatus: card.auditStatus, cardStatus: card.cardStatus } : null;
  return (
    <PageFrame title={t('card.detailTitle')} actions={row ? <MoveButtons row={row} onMove={setMove} capital /> : null}>
      {facts}
      {card ? (
        <>
          <h3 className={Classes.HEADING}>{t('flow.ofCard')}</h3>
          <FilteredList
            id={`card-flows-${card.id}`}
            label={t('flow.ofCard')}
            param="flows."
            fields={[]}
            queryKey={['fleet-member-account-flow', 'list', card.id]}
            columns={flowColumns(t, canAdjust ? setAdjust : null, false)}
            load={(q, signal) => api.listOf('fleet-member-account-flow', { ...q, cardId: card.id }, signal)}
          />
        </>
      ) : null}
      <MoveDialogs move={move} onClose={done} />
      {adjust ? <FlowAdjustDialog flow={adjust} onClose={done} /> : null}
    </PageFrame>
  );
}

/** The columns of a card's own flows: the flow list's without the card's. */
const OWN_FLOW_COLUMNS = FLOWS.columns
  .filter((c) => !c.hidden && !['cardNo', 'memberName', 'fleetName'].includes(c.field))
  .map((c) => c.field);

function flowColumns(t: (k: string) => string, onAdjust: ((r: Row) => void) | null, withCard: boolean): Column[] {
  return [
    ...definitionColumns(FLOWS, t, {
      ...(withCard ? {} : { only: OWN_FLOW_COLUMNS }),
      cells: {
        cardNo: (r) =>
          r.cardId ? (
            <Link to={`/fleetcard/details?id=${encodeURIComponent(displayText(r.cardId))}`}>{displayText(r.cardNo)}</Link>
          ) : (
            displayText(r.cardNo)
          ),
        ...STATUS_CELLS,
      },
    }),
    [
      t('list.actions'),
      (r) => (
        <span className="fc-inline">
          {/* a flow opens on its detail page, read by the family's detail call */}
          <Link
            className={`${Classes.BUTTON} ${Classes.SMALL} ${Classes.MINIMAL}`}
            aria-label={`${t('flow.view')} ${displayText(r.flowNo)}`}
            to={detailPath(FLOWS.key, displayText(r.id))}
          >
            {t('flow.view')}
          </Link>
          {onAdjust ? (
            <RowButton text={t('adjust.button')} of={displayText(r.flowNo)} intent={Intent.DANGER} onClick={() => onAdjust(r)} />
          ) : null}
        </span>
      ),
    ],
  ];
}

/** /fleetflow/fleetflow (卡流水): card flows with card, type and date filters, and the flow adjustment. */
export function CardFlowPage() {
  const { t } = useTranslation('fleet');
  const invalidate = useInvalidate();
  const [adjust, setAdjust] = useState<Row | null>(null);
  const canAdjust = useButton('fleetFlow', 'memberCardFlowAdjust');
  const fields = definitionFilters(FLOWS, t, { flowType: useStatusOptions('flowType') });
  return (
    <PageFrame title={t('flow.title')} documentTitle="fleet:flow.title">
      <FilteredList
        id="card-flows"
        label={t('flow.title')}
        fields={fields}
        family="fleet-member-account-flow"
        columns={flowColumns(t, canAdjust ? setAdjust : null, true)}
      />
      {adjust ? (
        <FlowAdjustDialog
          flow={adjust}
          onClose={(changed) => {
            setAdjust(null);
            if (changed) invalidate(...CARD_MONEY_KEYS);
          }}
        />
      ) : null}
    </PageFrame>
  );
}
