/**
 * Validation of the generic resource form: required fields and the definition's rule names, with the
 * validators of src/lib. Returns, per field, an i18n key (validation:… or resourceUi:editor.required*).
 */
import type { FormFieldDefinition, ResourceDefinition, RuleName } from '@services/resources/types';
import { validateCardNumber } from '@/lib/card-number';
import { validateIdCard } from '@/lib/id-card';
import { isBlank } from '@/lib/is-empty';
import { validateAmountFen } from '@/lib/money';
import { validateUrl } from '@/lib/url';
import {
  validateCreditCode,
  validateEmail,
  validateLandline,
  validateMobile,
  validateNonNegativeNumber,
  validateSignedDecimal,
} from '@/lib/validators';
import type { ValidationKey } from '@/lib/validation-keys';

const RULES: Record<RuleName, (text: string) => ValidationKey | null> = {
  mobile: validateMobile,
  email: validateEmail,
  landline: validateLandline,
  url: validateUrl,
  creditCode: validateCreditCode,
  nonNegative: validateNonNegativeNumber,
  signedDecimal: validateSignedDecimal,
  idCard: (t) => validateIdCard(t),
  cardNumber: validateCardNumber,
  amount: (t) => validateAmountFen(t).error ?? null,
};

/** The text a form value is edited as (money in yuan is the form's text; numbers as text). */
export function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

/** The message key of one field, or null when valid. `value` is what the form holds. */
export function validateField(f: FormFieldDefinition, value: unknown): string | null {
  if (isBlank(value)) {
    if (!f.required) return null;
    if (f.requiredKey) return f.requiredKey;
    return f.kind === 'enum' || f.kind === 'ref' || f.kind === 'boolean' || f.kind === 'date'
      ? 'resourceUi:editor.requiredSelect'
      : 'resourceUi:editor.required';
  }
  for (const rule of f.rules ?? []) {
    // money is held in fen in the form values; the amount rule checks its yuan text
    const text = f.kind === 'money' && typeof value === 'number' ? (value / 100).toFixed(2) : asText(value);
    const key = RULES[rule](text);
    if (key) return key;
  }
  return null;
}

/** Every field's message key (only the invalid ones); the fields are the definition's unless a screen gives its own. */
export function validateForm(
  def: ResourceDefinition,
  values: Record<string, unknown>,
  fields: readonly FormFieldDefinition[] = def.formFields,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    if (f.readOnly) continue;
    const key = validateField(f, values[f.field]);
    if (key) errors[f.field] = key;
  }
  return errors;
}
