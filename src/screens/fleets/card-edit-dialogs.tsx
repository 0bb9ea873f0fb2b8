/**
 * Member cards added, edited and removed on 车队卡 (spec 001 l.106: saveCard, submit, remove). Each is one write on
 * the command machine (docs/flows.md "Commands"): a confirmation in words (the card number masked, the member, the
 * fleet) with the request behind 请求详情, one Idempotency-Key per operation, and after a lost answer the card list is
 * read back to find whether the write happened. A new card, and a rejected card once edited, is 待审核: the member card
 * review decides it. A card is edited only while 待审核 or 审核驳回, and removed only with no money on it.
 */
import '@/i18n/fleet-namespace';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Intent } from '@blueprintjs/core';
import * as api from '@services/api/fleets/calls';
import { detail } from '@services/api/resource-client';
import { ApiError } from '@services/http/errors';
import { CARD_AUDIT_STATUS, CARD_EDITABLE_AUDIT, MEMBER_CARD_DIGITS } from '@services/api/fleets/status';
import { CommandDialog } from '@/components/command-dialog';
import { FormCommandDialog } from '@/components/form-dialog';
import { FormField, TextField, useFocusFirstInvalid } from '@/components/form-field';
import { useInvalidate } from '@/components/query-client';
import { notifySuccess } from '@/components/toaster';
import { useCommand } from '@/components/use-command';
import { useRequest, type RequestKey } from '@/components/use-request';
import { luhnValid } from '@/lib/card-number';
import { displayText } from '@/lib/display';
import { maskBankCard } from '@/lib/mask';
import { displayFen } from '@/lib/money';
import { foundRow, stampedSince } from './fleet-commands';
import { ChoiceSelect, fleetChoices, useFleetOptions, type Row } from './fleet-filters';
import '@/components/components.css';

const CARD = 'fleet-member-card';

/** What a card write changes: the card lists and details, and the members' cards. */
export const CARD_WRITE_KEYS: RequestKey[] = [[CARD], ['fleet-member']];

/** The card number as typed, without spaces. */
export const cardNoOf = (typed: string) => typed.replace(/\s+/g, '');

/** Why a member card number is refused (an i18n key of `fleet`), or null: 16-19 digits with a valid Luhn check digit. */
export function memberCardNoError(typed: string): string | null {
  const cardNo = cardNoOf(typed);
  if (!cardNo) return 'cardForm.error.cardNoRequired';
  const { min, max } = MEMBER_CARD_DIGITS;
  if (!/^\d+$/.test(cardNo) || cardNo.length < min || cardNo.length > max) return 'cardForm.error.cardNoFormat';
  return luhnValid(cardNo) ? null : 'cardForm.error.cardNoChecksum';
}

/** Why a card may not be edited (an i18n key of `fleet`), or null: only 待审核 and 审核驳回 cards are. */
export const editRefusal = (card: Row): string | null =>
  CARD_EDITABLE_AUDIT.includes(Number(card.auditStatus)) ? null : 'cardForm.reason.notEditable';

/** Why a card may not be removed (an i18n key of `fleet`), or null: only a card with no money on it is. */
export const removeRefusal = (card: Row): string | null => (Number(card.balance) !== 0 ? 'cardForm.reason.hasBalance' : null);

/** The card with the id, read back by the family's detail call (getFleetMemberCardById/{id}): null when it is gone. */
async function cardById(id: string, signal: AbortSignal): Promise<Row | null> {
  try {
    const row = await detail(api.def(CARD), id, signal);
    return displayText(row.id) === id ? row : null;
  } catch (e) {
    // the server's refusal (400, 数据不存在) says the card is gone; any other failure leaves the outcome unknown
    if (e instanceof ApiError && e.kind === 'bad-request') return null;
    throw e;
  }
}

/** What a card write sends, with the names its confirmation says. */
interface CardWrite {
  body: api.MemberCardBody;
  fleetName: string;
  memberName: string;
  /** The number before an edit (the card named in the confirmation). */
  before?: string;
  rejected?: boolean;
}

/** A member's choice: name and plate. */
const memberLabel = (m: Row) => [displayText(m.memberName), displayText(m.licensePlate)].filter(Boolean).join(' · ');

/**
 * 新增成员卡 (no `card`) or 编辑 (the card's row): fleet (the caller's own), member (that fleet's), card number;
 * checked on 下一步 (the first field in error takes the focus, nothing is sent), then confirmed in words.
 */
export function MemberCardDialog({ card, onClose }: { card?: Row | null; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation('fleet');
  const invalidate = useInvalidate();
  const editing = Boolean(card);
  const fleets = useFleetOptions();
  const [fleetId, setFleetId] = useState(card ? displayText(card.fleetId) : '');
  const [memberId, setMemberId] = useState(card ? displayText(card.memberId) : '');
  const [cardNo, setCardNo] = useState(card ? displayText(card.cardNo) : '');
  const [tried, setTried] = useState(false);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const members = useRequest(fleetId ? ['fleet-member', 'of-fleet', fleetId] : null, (signal) =>
    api.listOf('fleet-member', { fleetId, current: 1, size: 100 }, signal),
  );
  const memberRows = members.status === 'done' ? members.data.records : [];
  const memberChoices = memberRows.map((m): [string, string] => [displayText(m.id), memberLabel(m)]);
  // the card's own fleet is listed even before the fleet choices arrive
  const fleetList =
    card && !fleets.some((f) => f.id === fleetId) ? [...fleets, { id: fleetId, name: displayText(card.fleetName) }] : fleets;

  const errors = {
    fleet: fleetId ? null : 'cardForm.error.fleet',
    member: memberId ? null : 'cardForm.error.member',
    cardNo: memberCardNoError(cardNo),
  };
  const shownError = (k: keyof typeof errors) => (tried && errors[k] ? t(errors[k]) : undefined);

  const command = useCommand<CardWrite>({
    send: (w, key) => api.saveMemberCard(w.body, key),
    verify: async (w, startedAt, signal) => {
      if (w.body.id) {
        const row = await cardById(w.body.id, signal);
        const stored =
          row &&
          displayText(row.cardNo) === w.body.cardNo &&
          displayText(row.memberId) === w.body.memberId &&
          Number(row.auditStatus) === CARD_AUDIT_STATUS.pending.code &&
          stampedSince(row, startedAt, 'updateTime');
        return foundRow(stored ? row : null);
      }
      const page = await api.listOf(CARD, { cardNo: w.body.cardNo, current: 1, size: 10 }, signal);
      return foundRow(
        page.records.find(
          (r) => displayText(r.cardNo) === w.body.cardNo && displayText(r.memberId) === w.body.memberId && stampedSince(r, startedAt),
        ),
      );
    },
    found: (record) => t('cardForm.found', { card: maskBankCard(displayText((record as Row | null)?.cardNo)) }),
    onDone: (_result, w) => {
      notifySuccess(t(w.body.id ? (w.rejected ? 'cardForm.resubmitted' : 'cardForm.edited') : 'cardForm.added'));
      void invalidate(...CARD_WRITE_KEYS);
      onClose(true);
    },
  });
  const busy = command.step !== 'idle';

  const next = () => {
    setTried(true);
    if (errors.fleet || errors.member || errors.cardNo) {
      focusFirstInvalid();
      return;
    }
    const body: api.MemberCardBody = {
      ...(card ? { id: displayText(card.id) } : {}),
      fleetId,
      memberId,
      cardNo: cardNoOf(cardNo),
    };
    command.request({
      body,
      fleetName: fleetList.find((f) => f.id === fleetId)?.name ?? '',
      memberName: displayText(memberRows.find((m) => displayText(m.id) === memberId)?.memberName ?? card?.memberName),
      ...(card ? { before: displayText(card.cardNo), rejected: Number(card.auditStatus) === CARD_AUDIT_STATUS.rejected.code } : {}),
    });
  };

  return (
    <FormCommandDialog
      title={t(editing ? 'cardForm.editTitle' : 'cardForm.addTitle')}
      icon={editing ? 'edit' : 'add'}
      command={command}
      formRef={ref}
      onNext={next}
      onCancel={() => onClose(false)}
      confirm={(w) => {
        const masked = maskBankCard(w.body.cardNo);
        return {
          title: t(editing ? 'cardForm.confirmEditTitle' : 'cardForm.confirmAddTitle'),
          icon: editing ? 'edit' : 'add',
          intent: Intent.PRIMARY,
          confirmText: t(editing ? 'cardForm.submitEdit' : 'cardForm.submitAdd'),
          lines: [
            [t('field.fleetName'), w.fleetName],
            [t('field.memberName'), w.memberName],
            w.before && w.before !== w.body.cardNo ? [t('cardForm.cardNoBefore'), maskBankCard(w.before)] : null,
            [t('field.cardNo'), <strong key="c">{masked}</strong>],
            [t('cardForm.statusAfter'), t(`status.audit.${CARD_AUDIT_STATUS.pending.code}`)],
          ],
          request: { url: api.memberCardPath(w.body.id ? 'submit' : 'save'), payload: w.body },
          children: (
            <p>
              {w.body.id
                ? t('cardForm.confirmEdit', {
                    fleet: w.fleetName,
                    member: w.memberName,
                    card: maskBankCard(w.before ?? ''),
                    newCard: masked,
                  })
                : t('cardForm.confirmAdd', { fleet: w.fleetName, member: w.memberName, card: masked })}
              {w.rejected ? ` ${t('cardForm.confirmResubmit')}` : ''}
            </p>
          ),
        };
      }}
    >
      <FormField label={t('cardForm.fleet')} id="member-card-fleet" required error={shownError('fleet')}>
        {(control) => (
          <ChoiceSelect
            {...control}
            fill
            choices={fleetChoices(fleetList)}
            placeholder={t('cardForm.chooseFleet')}
            value={fleetId}
            disabled={editing || busy}
            onChange={(v) => {
              setFleetId(v);
              setMemberId('');
            }}
          />
        )}
      </FormField>
      <FormField
        label={t('cardForm.member')}
        id="member-card-member"
        required
        error={shownError('member')}
        helper={fleetId && members.status === 'done' && memberChoices.length === 0 ? t('cardForm.noMembers') : undefined}
      >
        {(control) => (
          <ChoiceSelect
            {...control}
            fill
            choices={memberChoices}
            placeholder={t(fleetId ? 'cardForm.chooseMember' : 'cardForm.fleetFirst')}
            value={memberChoices.some(([id]) => id === memberId) ? memberId : ''}
            disabled={!fleetId || busy}
            onChange={setMemberId}
          />
        )}
      </FormField>
      <TextField
        label={t('cardForm.cardNo')}
        id="member-card-no"
        required
        error={shownError('cardNo')}
        helper={t('cardForm.cardNoHint', { min: MEMBER_CARD_DIGITS.min, max: MEMBER_CARD_DIGITS.max })}
        value={cardNo}
        input={{ inputMode: 'numeric', autoComplete: 'off', disabled: busy }}
        onValueChange={setCardNo}
      />
    </FormCommandDialog>
  );
}

/** What a removal sends, with the card it names. */
interface RemoveWrite {
  id: string;
  cardNo: string;
  memberName: string;
  fleetName: string;
  balance: unknown;
}

/**
 * 删除 of a card row: the confirmation names the card (masked), its member and its fleet; after a lost answer the card
 * is looked for by its id (gone: done). Answers the function that asks for a row's removal, and the dialog.
 */
export function useRemoveCard(onRemoved: () => void): { ask: (card: Row) => void; dialog: ReactNode } {
  const { t } = useTranslation('fleet');
  // the card asked about, for the words of what a check after a lost answer found
  const asked = useRef('');
  const command = useCommand<RemoveWrite>({
    send: (w, key) => api.removeMemberCards([w.id], key),
    verify: async (w, _startedAt, signal) => {
      const row = await cardById(w.id, signal);
      return row ? { found: false } : { found: true, record: { id: w.id } };
    },
    found: () => t('cardForm.foundRemoved', { card: maskBankCard(asked.current) }),
    onDone: () => {
      notifySuccess(t('cardForm.removed'));
      onRemoved();
    },
  });
  const w = command.payload;
  const masked = maskBankCard(w?.cardNo ?? '');
  const dialog = (
    <CommandDialog
      command={command}
      title={t('cardForm.confirmRemoveTitle')}
      icon="trash"
      intent={Intent.DANGER}
      confirmText={t('cardForm.submitRemove')}
      lines={
        w
          ? [
              [t('field.fleetName'), w.fleetName],
              [t('field.memberName'), w.memberName],
              [t('field.cardNo'), <strong key="c">{masked}</strong>],
              [t('field.balance'), displayFen(w.balance)],
            ]
          : []
      }
      request={w ? { url: `${api.memberCardPath('remove')}?ids=${encodeURIComponent(w.id)}`, payload: undefined } : null}
    >
      {w ? <p>{t('cardForm.confirmRemove', { fleet: w.fleetName, member: w.memberName, card: masked })}</p> : null}
    </CommandDialog>
  );
  return {
    ask: (card) => {
      asked.current = displayText(card.cardNo);
      command.request({
        id: displayText(card.id),
        cardNo: displayText(card.cardNo),
        memberName: displayText(card.memberName),
        fleetName: displayText(card.fleetName),
        balance: card.balance,
      });
    },
    dialog,
  };
}
