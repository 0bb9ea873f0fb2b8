/** English texts of the `validation` namespace (keys: src/lib/validation-keys.ts). */
import type { ValidationMessages } from '@/lib/validation-keys';

/** en messages of every validation key, nested by group (same keys as validationZh). */
export const validationEn = {
  common: {
    required: 'This field is required',
  },
  email: {
    required: 'Email is required',
    invalid: 'Enter a valid email address',
  },
  mobile: {
    required: 'Mobile number is required',
    length: 'Mobile number must be 11 digits long',
    format: 'Mobile number format is invalid',
  },
  landline: {
    required: 'Phone number is required',
    invalid: 'Phone number format is invalid',
  },
  url: {
    required: 'URL is required',
    invalid: 'Enter a valid http or https URL',
  },
  creditCode: {
    required: 'Unified social credit code is required',
    invalid: 'Credit code must be 15 digits or 18 letters and digits',
  },
  number: {
    required: 'Enter a number',
    nonNegative: 'Enter a number of zero or more',
    decimal: 'Enter a valid number',
  },
  card: {
    required: 'Card number is required',
    format: 'Card number must be 12 to 19 digits',
    checksum: 'Card number check failed; please check it',
  },
  idCard: {
    required: 'ID number is required',
    length: 'ID number must be 18 characters long',
    format: 'ID number format is invalid',
    province: 'ID number region code is invalid',
    checksum: 'ID number check digit is wrong',
  },
  lock: {
    required: 'Lock screen password is required',
  },
  param: {
    nameRequired: 'Enter the parameter name',
    keyRequired: 'Enter the parameter key',
    valueRequired: 'Enter the parameter value',
  },
  dict: {
    codeRequired: 'Enter the dictionary code',
    valueRequired: 'Enter the dictionary name',
    sortRequired: 'Enter the dictionary sort order',
    sealedRequired: 'Choose whether it is sealed',
    keyRequired: 'Enter the dictionary key',
  },
  register: {
    tenantRequired: 'Enter the tenant ID first',
    accountRequired: 'Enter the account name first',
    passwordRequired: 'Enter the password first',
    passwordMismatch: 'The two passwords do not match',
  },
  amount: {
    required: 'Enter an amount',
    notNumber: 'Enter a valid amount',
    tooManyDecimals: 'Amount can have at most 2 decimal places',
    signNotAllowed: 'Amount cannot have a sign',
    notPositive: 'Amount must be greater than 0',
    exceedsAvailable: 'Amount exceeds the available balance',
    tooLarge: 'Amount is too large',
  },
  avatar: {
    type: 'Avatar must be a JPG or PNG image',
    size: 'Avatar cannot be larger than 500 KB',
    empty: 'The file is empty',
    mismatch: 'File content does not match its extension',
  },
} as const satisfies ValidationMessages;
