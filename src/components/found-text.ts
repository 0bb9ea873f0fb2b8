/**
 * What a check after a lost answer found, in words (服务器已处理：找到…): the found record's number and amount, or
 * how many were found. Said by a screen's command (`useCommand`) and by a flow's composed one (`ComposedCommandDialog`)
 * in place of the plain success message.
 */
import { i18next } from '@/i18n/i18n';
import { displayFen } from '@/lib/money';

/** Says in words what a check after a lost answer found (a record's number and amount, a status), or null. */
export type DescribeFound = (record: unknown) => string | null;

/** Fields that name a record, in the order they are looked for. */
const NUMBER_FIELDS = ['withdrawNo', 'flowNo', 'orderNo', 'settlementNo', 'invoiceNo', 'recordNo', 'cardNo', 'no'];
/** Fields that carry a record's amount (fen). */
const AMOUNT_FIELDS = ['amount', 'withdrawalAmount', 'rechargeAmount', 'refundAmount', 'invoiceAmount', 'amountFen', 'totalAmount'];

const firstOf = (row: Record<string, unknown>, fields: readonly string[]) =>
  fields.map((f) => row[f]).find((v) => v !== null && v !== undefined && v !== '');

/** The kit's words for a found record: its number and amount (¥) when it has them, or how many were found. */
export const describeRecord: DescribeFound = (record) => {
  const t = i18next.t.bind(i18next);
  if (Array.isArray(record)) return record.length ? t('command.foundCount', { count: record.length }) : null;
  if (!record || typeof record !== 'object') return null;
  const row = record as Record<string, unknown>;
  const no = firstOf(row, NUMBER_FIELDS);
  const amount = displayFen(firstOf(row, AMOUNT_FIELDS));
  if (no !== undefined && amount) return t('command.foundRecordAmount', { no: String(no), amount });
  if (no !== undefined) return t('command.foundRecord', { no: String(no) });
  return amount ? t('command.foundAmount', { amount }) : null;
};

/** 服务器已处理：找到… — what a check after a lost answer found, in words. */
export function foundText(record: unknown, describe: DescribeFound = describeRecord): string {
  const what = describe(record) ?? describeRecord(record);
  return what ? i18next.t('command.found', { what }) : i18next.t('command.foundPlain');
}
