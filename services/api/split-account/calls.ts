/**
 * Calls of the enterprise split-account onboarding (spec 002 §7 "Contracts, enterprise accounts, tenants";
 * docs/flows.md "Split-account onboarding"): the enterprise account record (/api/ent_account/entaccount detail, list,
 * submit) and its steps — `createAccount` opens the trade account, `uploadAccPic` sends the account pictures
 * (multipart), `contractSubmit` and `contractConfirm` sign the split-account contract. Paths are the registry's (the
 * spec's own). Each write carries its operation's Idempotency-Key and is never retried here: the command machine
 * decides (docs/flows.md "Commands").
 */
import * as v from 'valibot';
import { http } from '@services/http/client';
import { getData, pageOf, postData } from '@services/http/decode';
import type { R } from '@services/http/envelope';
import { dateText, id, recordOf, statusCode, text, whole } from '@services/api/fields';
import { resourcePath } from '@services/resources/registry';
import { SPLIT_ACCOUNT_STEPS, stageOfStatus, type SplitAccountStep } from './status';

export type { SplitAccountStep };
export { SPLIT_ACCOUNT_STEPS };

const FAMILY = 'ent-account';

/** The fields typed in the first step (the registry's required form fields of the family). */
export const DETAIL_FIELDS = [
  'companyName',
  'creditCode',
  'legalPerson',
  'legalIdCard',
  'legalPhone',
  'bankName',
  'bankCardNumber',
] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
export type SplitAccountDetails = Record<DetailField, string>;

const SplitAccountSchema = v.pipe(
  recordOf({
    id,
    companyName: text,
    creditCode: text,
    legalPerson: text,
    legalIdCard: text,
    legalPhone: text,
    bankName: text,
    bankCardNumber: text,
    openStatus: statusCode,
    accountNo: text,
    accPicCount: whole,
    createTime: dateText,
    updateTime: dateText,
    signTime: dateText,
  }),
  // how far the record is: 0 saved … 4 signed (services/api/split-account/status.ts)
  v.transform((r) => ({ ...r, stage: stageOfStatus(r.openStatus) })),
);

/** An enterprise account record as the flow reads it, with `stage`: how many steps after saving are done (0..4). */
export type SplitAccount = v.InferOutput<typeof SplitAccountSchema>;

/** The path of one of the family's calls (registry operation or action). */
export const splitAccountPath = (name: 'detail' | 'list' | 'submit' | SplitAccountStep): string => resourcePath(FAMILY, name);

/** The URL a step is sent to (its `{id}` filled in). */
export const stepUrl = (step: SplitAccountStep, recordId: string): string =>
  splitAccountPath(step).replace('{id}', encodeURIComponent(recordId));

const keyed = (key: string, signal?: AbortSignal) => ({ signal, meta: { idempotencyKey: key } });

/** One record (entaccount/detail?id=). */
export function readSplitAccount(recordId: string, signal?: AbortSignal): Promise<SplitAccount> {
  return getData(splitAccountPath('detail'), SplitAccountSchema, { params: { id: recordId }, signal });
}

/** Saves the enterprise details as a new record (entaccount/submit without id): the record, 待开户. */
export function saveDetails(details: SplitAccountDetails, key: string, signal?: AbortSignal): Promise<SplitAccount> {
  return postData(splitAccountPath('submit'), { ...details }, SplitAccountSchema, keyed(key, signal));
}

/** The pictures of the account (`uploadAccPic`): one multipart field `file` per picture. */
export function pictureForm(pictures: readonly File[]): FormData {
  const form = new FormData();
  for (const p of pictures) form.append('file', p, p.name);
  return form;
}

/** Takes one step of a saved record. `createAccount` names the record in its body; the others in the path. */
export async function runStep(
  step: SplitAccountStep,
  recordId: string,
  pictures: readonly File[],
  key: string,
  signal?: AbortSignal,
): Promise<void> {
  const body = step === 'createAccount' ? { id: recordId } : step === 'uploadAccPic' ? pictureForm(pictures) : undefined;
  await http.post<R<unknown>>(stepUrl(step, recordId), body, keyed(key, signal));
}

/**
 * After a lost answer of a save: the tenant's saved record of these details (same credit code, company and bank
 * card), or null. A record of the same business key is the one the user meant, whenever it was saved.
 */
export async function findSavedDetails(details: SplitAccountDetails, signal?: AbortSignal): Promise<SplitAccount | null> {
  const page = await getData(splitAccountPath('list'), pageOf(SplitAccountSchema), {
    params: { current: 1, size: 50, companyName: details.companyName },
    signal,
  });
  return (
    page.records.find(
      (r) => r.creditCode === details.creditCode && r.companyName === details.companyName && r.bankCardNumber === details.bankCardNumber,
    ) ?? null
  );
}

/** Which step a record waits for (undefined: none left, or a status this console does not know). */
export const nextStepOf = (record: Pick<SplitAccount, 'stage'>): SplitAccountStep | undefined =>
  record.stage >= 0 ? SPLIT_ACCOUNT_STEPS[record.stage] : undefined;
