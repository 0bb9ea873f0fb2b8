import { resourcesZh } from '@services/resources/texts-zh';
import type { DictSource, ResourceDefinition } from '@services/resources/types';

/** The value keys of an enum (`resources:enum.<name>`), in label order. */
export function enumValues(key: string | undefined): string[] {
  const name = key?.replace(/^resources:enum\./, '') ?? '';
  const labels = (resourcesZh.enum as Record<string, Record<string, string>>)[name];
  return labels ? Object.keys(labels) : [];
}

/**
 * The dictionary an enum field's choices come from (types.ts DictSource): the field's own, else that of the
 * family's column, form field or search field of the same name, so a dictionary named once on a column feeds the
 * family's form and search too. None: the field's fixed enum labels.
 */
export function dictSourceOf(
  def: Pick<ResourceDefinition, 'columns' | 'formFields' | 'searchFields'> | undefined,
  f: { field: string; kind: string; dict?: DictSource | undefined },
): DictSource | undefined {
  if (f.dict) return f.dict;
  if (f.kind !== 'enum' || !def) return undefined;
  const same = (x: { field: string; dict?: DictSource | undefined }) => x.field === f.field && x.dict !== undefined;
  return (def.columns.find(same) ?? def.formFields.find(same) ?? def.searchFields.find(same))?.dict;
}
