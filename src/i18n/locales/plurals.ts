/**
 * English texts take the shape of the Chinese ones, with one addition: plurals. Chinese has one plural form, so a
 * counted text is `key_other` in zh alone; English has two, `key_one` (1 order) and `key_other` (0, 2 … orders).
 * i18next picks the form by the `count` passed to `t`.
 */

/** The `key_one` texts English adds beside each `key_other` of the Chinese texts `T` (one level). */
export type EnglishPlurals<T> = { [K in keyof T as K extends `${infer Key}_other` ? `${Key}_one` : never]: string };

/** English texts shaped like the Chinese texts `T`: every text a string, plus `key_one` beside each `key_other`, at every level. */
export type EnglishTexts<T> = {
  [K in keyof T]: T[K] extends string ? string : T[K] extends readonly unknown[] ? T[K] : EnglishTexts<T[K]>;
} & EnglishPlurals<T>;
