/**
 * Status codes of the enterprise split-account onboarding (docs/flows.md "Split-account onboarding"), with their zh/en
 * labels and Blueprint intent. The spec names the calls (spec 002 §7 "Contracts, enterprise accounts, tenants") but not
 * their codes: these are the console's choice, kept in the record's `openStatus`. A deployment whose backend uses other
 * codes changes this one file. React-free: intents are Blueprint's intent strings.
 */
import { statusReaders, type StatusInfo, type StatusIntent } from '../status-info';

export type { StatusInfo, StatusIntent };

/**
 * An enterprise account record (/api/ent_account/entaccount): saved (`submit`) 0 待开户 → `createAccount` 1 已开户 →
 * `uploadAccPic` 2 资料已上传 → `contractSubmit` 3 合同待确认 → `contractConfirm` 4 已签约. One step at a time, forward only.
 */
export const SPLIT_ACCOUNT_STATUS = {
  saved: { code: 0, zh: '待开户', en: 'Saved, not opened', intent: 'none' },
  opened: { code: 1, zh: '已开户', en: 'Account opened', intent: 'primary' },
  picturesUploaded: { code: 2, zh: '资料已上传', en: 'Documents uploaded', intent: 'primary' },
  contractSubmitted: { code: 3, zh: '合同待确认', en: 'Contract to confirm', intent: 'warning' },
  signed: { code: 4, zh: '已签约', en: 'Contract signed', intent: 'success' },
} as const satisfies Record<string, StatusInfo>;

/** The steps after saving, in order: each is allowed only from the status before it and leads to the next one. */
export const SPLIT_ACCOUNT_STEPS = ['createAccount', 'uploadAccPic', 'contractSubmit', 'contractConfirm'] as const;
export type SplitAccountStep = (typeof SPLIT_ACCOUNT_STEPS)[number];

/** The status codes in the order the record walks them (index = how many steps after saving are done). */
export const SPLIT_ACCOUNT_ORDER: readonly number[] = Object.values(SPLIT_ACCOUNT_STATUS).map((s) => s.code);

/** How many steps after saving a record of this status has done (0..4); -1 for a code this console does not know. */
export const stageOfStatus = (code: unknown): number => SPLIT_ACCOUNT_ORDER.indexOf(Number(code ?? SPLIT_ACCOUNT_STATUS.saved.code));

/**
 * Whether the onboarding of a record can go on (the list's 继续开户): its status is one this console knows and comes
 * before 已签约; a record without a status is saved, not opened. A signed record, or one of an unknown status, cannot.
 */
export function canContinueOnboarding(openStatus: unknown): boolean {
  const stage = stageOfStatus(openStatus);
  return stage >= 0 && stage < stageOfStatus(SPLIT_ACCOUNT_STATUS.signed.code);
}

/** The status a step leaves the record in. */
export const statusAfter = (step: SplitAccountStep): number => SPLIT_ACCOUNT_ORDER[SPLIT_ACCOUNT_STEPS.indexOf(step) + 1]!;

/** The status a step is taken from. */
export const statusBefore = (step: SplitAccountStep): number => SPLIT_ACCOUNT_ORDER[SPLIT_ACCOUNT_STEPS.indexOf(step)]!;

export const STATUS_TABLES = { splitAccount: SPLIT_ACCOUNT_STATUS } as const;

const readers = statusReaders(STATUS_TABLES);
/** The status of a code (undefined for a code this console does not know). */
export const splitAccountStatusOf = (code: unknown) => readers.statusOf('splitAccount', code);
/** `{ splitAccount: { code: label } }` in one language, for the i18n resources. */
export const splitAccountStatusLabels = readers.labels;

/** The simulator's messages (Chinese, as a BladeX backend would answer). */
export const SPLIT_ACCOUNT_MSG = {
  illegal: '当前状态不允许该操作',
  notFound: '数据不存在',
  noPictures: '请上传开户资料图片',
  notPicture: '开户资料须为图片文件',
} as const;
