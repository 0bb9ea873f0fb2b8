import { resourcesZh } from '@/i18n/locales/zh/resources';

/** The value keys of an enum (`resources:enum.<name>`), in label order. */
export function enumValues(key: string | undefined): string[] {
  const name = key?.replace(/^resources:enum\./, '') ?? '';
  const labels = (resourcesZh.enum as Record<string, Record<string, string>>)[name];
  return labels ? Object.keys(labels) : [];
}
