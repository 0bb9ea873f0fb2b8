import { resourcesZh } from '@services/resources/texts-zh';

/** The value keys of an enum (`resources:enum.<name>`), in label order. */
export function enumValues(key: string | undefined): string[] {
  const name = key?.replace(/^resources:enum\./, '') ?? '';
  const labels = (resourcesZh.enum as Record<string, Record<string, string>>)[name];
  return labels ? Object.keys(labels) : [];
}
