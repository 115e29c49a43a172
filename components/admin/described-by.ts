import type { FieldDef } from '@/lib/admin/sections';

/** The ids that describe a field: its hint and its error, when it has them. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean);
  return list.length > 0 ? list.join(' ') : undefined;
}

/** An image's alt text field, drawn beside the image input. */
export interface AltText {
  field: FieldDef;
  defaultValue: string;
  error?: string;
}
