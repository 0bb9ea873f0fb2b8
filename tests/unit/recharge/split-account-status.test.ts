/**
 * Whether a split-account record's onboarding can go on (the 企业分账账户 list's 继续开户): every status before 已签约,
 * and a record without a status (saved); never a signed record, nor one of a status this console does not know.
 */
import { SPLIT_ACCOUNT_STATUS, canContinueOnboarding } from '@services/api/split-account/status';

test.each([
  [SPLIT_ACCOUNT_STATUS.saved.code, true],
  [SPLIT_ACCOUNT_STATUS.opened.code, true],
  [SPLIT_ACCOUNT_STATUS.picturesUploaded.code, true],
  [String(SPLIT_ACCOUNT_STATUS.contractSubmitted.code), true],
  [undefined, true],
  [null, true],
  [SPLIT_ACCOUNT_STATUS.signed.code, false],
  [String(SPLIT_ACCOUNT_STATUS.signed.code), false],
  [9, false],
  ['x', false],
])('openStatus %s: can go on %s', (status, expected) => {
  expect(canContinueOnboarding(status)).toBe(expected);
});
