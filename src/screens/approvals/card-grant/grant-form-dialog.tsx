/** The form of a card grant draft (new or edited): name, quantity, amount per card (yuan → fen), end time, activation. */
import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLSelect, InputGroup, Intent, NumericInput } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFenPlain, parseFen } from '@/lib/money';
import { FormField } from '@/components/form-field';
import { DateField } from '@/components/date-field';
import { useLeaveQuestion, useUnsavedGuard } from '@/components/unsaved-guard';

export interface GrantFormValues {
  grantName: string;
  cardQuantity: number;
  cardAmount: number;
  endTime: string;
  activationType: number;
}

export function GrantFormDialog({
  title,
  initial,
  saving,
  error,
  onSave,
  onCancel,
}: {
  title: string;
  initial?: Record<string, unknown> | null;
  saving: boolean;
  error?: string | null;
  onSave: (v: GrantFormValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('approvals');
  // what the form opened with
  const [start] = useState(() => ({
    name: String(initial?.grantName ?? ''),
    quantity: String(initial?.cardQuantity ?? '1'),
    amount: typeof initial?.cardAmount === 'number' ? formatFenPlain(initial.cardAmount) : '',
    end: String(initial?.endTime ?? '').slice(0, 10),
    activation: String(initial?.activationType ?? '1'),
  }));
  const [name, setName] = useState(start.name);
  const [quantity, setQuantity] = useState(start.quantity);
  const [amount, setAmount] = useState(start.amount);
  const [end, setEnd] = useState(start.end);
  const [activation, setActivation] = useState(start.activation);
  // changed from what it opened with: closing asks first, and so do the console tab and the browser tab
  const dirty =
    name !== start.name || quantity !== start.quantity || amount !== start.amount || end !== start.end || activation !== start.activation;
  useUnsavedGuard(dirty);
  const leaving = useLeaveQuestion(dirty);
  const cancel = () => leaving.ask(onCancel);
  const fen = parseFen(amount);
  const qty = Number(quantity);
  const valid =
    name.trim() !== '' && Number.isInteger(qty) && qty > 0 && typeof fen === 'number' && fen > 0 && /^\d{4}-\d{2}-\d{2}$/.test(end);
  return (
    <Dialog isOpen title={title} onClose={saving ? undefined : cancel} canOutsideClickClose={false}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!valid || saving || typeof fen !== 'number') return;
          onSave({
            grantName: name.trim(),
            cardQuantity: qty,
            cardAmount: fen,
            endTime: `${end} 23:59:59`,
            activationType: Number(activation),
          });
        }}
      >
        <DialogBody>
          {error && <Callout intent={Intent.DANGER}>{error}</Callout>}
          <FormField label={t('grant.fields.grantName')} id="grant-name" required>
            {(control) => <InputGroup {...control} value={name} onValueChange={setName} />}
          </FormField>
          <FormField label={t('grant.fields.cardQuantity')} id="grant-quantity" required>
            {(control) => <NumericInput {...control} min={1} value={quantity} onValueChange={(_, s) => setQuantity(s)} />}
          </FormField>
          <FormField label={t('grant.fields.cardAmount')} id="grant-amount" required>
            {(control) => <InputGroup {...control} inputMode="decimal" value={amount} onValueChange={setAmount} />}
          </FormField>
          <FormField label={t('grant.fields.endTime')} id="grant-end" required>
            {(control) => <DateField control={control} value={end} onChange={setEnd} />}
          </FormField>
          <FormField label={t('grant.fields.activationType')} id="grant-activation">
            {(control) => (
              <HTMLSelect {...control} value={activation} onChange={(e) => setActivation(e.currentTarget.value)}>
                <option value="1">{t('grant.activation.1')}</option>
                <option value="2">{t('grant.activation.2')}</option>
              </HTMLSelect>
            )}
          </FormField>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('common.cancel')} disabled={saving} onClick={cancel} />
              <Button type="submit" intent={Intent.PRIMARY} text={t('common.save')} loading={saving} disabled={!valid} />
            </>
          }
        />
      </form>
      {leaving.question}
    </Dialog>
  );
}
