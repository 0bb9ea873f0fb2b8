/**
 * The i18n keys every validator in src/lib can return.
 *
 * Keys live in the `validation` namespace and have the form `validation:<group>.<reason>`.
 * `VALIDATION_KEY_PATHS` is the single list; the zh and en message files
 * (src/i18n/locales/{zh,en}/validation.ts) must hold exactly these keys, which the
 * `ValidationMessages` type enforces at compile time and a unit test checks at run time.
 */

/** The i18next namespace of the validation messages. */
export const VALIDATION_NS = 'validation';

/** Every `<group>.<reason>` path of the validation namespace. */
export const VALIDATION_KEY_PATHS = [
  'common.required',
  'email.required',
  'email.invalid',
  'mobile.required',
  'mobile.length',
  'mobile.format',
  'landline.required',
  'landline.invalid',
  'url.required',
  'url.invalid',
  'creditCode.required',
  'creditCode.invalid',
  'number.required',
  'number.nonNegative',
  'number.decimal',
  'card.required',
  'card.format',
  'card.checksum',
  'idCard.required',
  'idCard.length',
  'idCard.format',
  'idCard.province',
  'idCard.checksum',
  'lock.required',
  'param.nameRequired',
  'param.keyRequired',
  'param.valueRequired',
  'dict.codeRequired',
  'dict.valueRequired',
  'dict.sortRequired',
  'dict.sealedRequired',
  'dict.keyRequired',
  'register.tenantRequired',
  'register.accountRequired',
  'register.passwordRequired',
  'register.passwordMismatch',
  'amount.required',
  'amount.notNumber',
  'amount.tooManyDecimals',
  'amount.signNotAllowed',
  'amount.notPositive',
  'amount.exceedsAvailable',
  'amount.tooLarge',
  'avatar.type',
  'avatar.size',
  'avatar.empty',
  'avatar.mismatch',
] as const;

/** A `<group>.<reason>` path inside the validation namespace. */
export type ValidationKeyPath = (typeof VALIDATION_KEY_PATHS)[number];

/** A full i18n key a validator returns, e.g. `validation:mobile.length`. */
export type ValidationKey = `validation:${ValidationKeyPath}`;

/** A validator: `null` when the value is valid, else the i18n key of the message. */
export type Validator<T = unknown> = (value: T) => ValidationKey | null;

type GroupOf<P extends string> = P extends `${infer G}.${string}` ? G : never;
type ReasonOf<P extends string, G extends string> = P extends `${G}.${infer R}` ? R : never;

/** The shape of a locale's validation messages: exactly one string per key, nested by group. */
export type ValidationMessages = {
  readonly [G in GroupOf<ValidationKeyPath>]: { readonly [R in ReasonOf<ValidationKeyPath, G>]: string };
};

/** Builds the full key of a `<group>.<reason>` path. */
export function validationKey<P extends ValidationKeyPath>(path: P): `validation:${P}` {
  return `${VALIDATION_NS}:${path}`;
}

/** Tells whether a string is one of the known validation keys. */
export function isValidationKey(value: unknown): value is ValidationKey {
  if (typeof value !== 'string' || !value.startsWith(`${VALIDATION_NS}:`)) return false;
  return (VALIDATION_KEY_PATHS as readonly string[]).includes(value.slice(VALIDATION_NS.length + 1));
}
