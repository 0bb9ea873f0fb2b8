/**
 * How a status code is shown, shared by every flow's status module (docs/flows.md: one module per flow, with zh/en
 * labels and an intent). React-free: intents are Blueprint's intent strings.
 */
export type StatusIntent = 'none' | 'primary' | 'success' | 'warning' | 'danger';

/** The label of a status in both languages, and its colour. */
export interface StatusLabel {
  zh: string;
  en: string;
  intent: StatusIntent;
}

/** A status code with its label. */
export interface StatusInfo extends StatusLabel {
  code: number;
}
