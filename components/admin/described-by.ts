import type { FieldDef } from '@/lib/admin/sections';

/** The ids that describe a field: its hint and its error, when it has them. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean);
  return list.length > 0 ? list.join(' ') : undefined;
}

/** An image's alt text field, drawn beside the image input. */
interface AltText {
  field: FieldDef;
  defaultValue: string;
  error?: string;
}

/** What a field's input takes (FieldInput and the inputs it draws). */
export interface FieldProps {
  field: FieldDef;
  defaultValue: string;
  /** What is wrong with the value, shown under the field. */
  error?: string;
  /** An image's alt-text field, drawn inside the image's fieldset. */
  alt?: AltText;
  /** A value set by a control other than the field's own input (colour picker, upload). */
  onValue: (value: string) => void;
}
