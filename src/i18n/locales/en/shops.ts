import type { shopsZh } from '../zh/shops';
import type { EnglishPlurals } from '../plurals';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> } & EnglishPlurals<T>;

/** Texts of the shop application screens (`shops` namespace). */
export const shopsEn: Texts<typeof shopsZh> = {
  title: 'Shop applications',
  action: {
    apply: 'Apply for a shop',
    allot: 'Allot card',
    update: 'Change card info',
    batch: 'Change card quantity of selected',
    next: 'Next',
    cancel: 'Cancel',
    confirm: 'Confirm',
  },
  field: {
    cardNoBefore: 'Card number before',
    statusAfter: 'Status after submitting',
    selected: 'Selected applications',
  },
  pending: 'Pending',
  ask: {
    apply_one:
      'A shop application for “{{shop}}” (applicant {{applicant}}, {{count}} card) will be filed and wait for the platform’s review.',
    apply_other:
      'A shop application for “{{shop}}” (applicant {{applicant}}, {{count}} cards) will be filed and wait for the platform’s review.',
    allot: 'Card {{card}} will be allotted to the approved application “{{shop}}”.',
    update: 'The card info of application “{{shop}}” will become: card {{card}}, card quantity {{count}}.',
    batch_one: 'The card quantity of the {{count}} selected approved application will become {{quantity}}.',
    batch_other: 'The card quantity of the {{count}} selected approved applications will all become {{quantity}}.',
  },
  done: {
    apply: 'Shop application filed, waiting for review',
    allot: 'Card allotted',
    update: 'Card info changed',
    batch: 'Card quantities changed',
  },
  found: {
    apply: 'Application filed: {{shop}}',
    card: 'The card info already is: card {{card}}, card quantity {{count}}',
  },
  error: {
    shopName: 'Enter the shop name',
    applicantName: 'Enter the applicant',
    phone: 'Enter an 11-digit mobile number',
    cardQuantity: 'The card quantity must be a positive whole number',
    cardNo: 'A card number has 16 to 19 digits',
  },
  reason: {
    select: 'Select applications first',
    notApproved: 'Only approved applications change their card info',
  },
};
