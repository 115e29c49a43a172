/**
 * Invisible characters that change the order text is displayed in: embeddings and overrides
 * (U+202A–U+202E), isolates (U+2066–U+2069) and marks (U+200E, U+200F, U+061C). In a visitor's
 * text they can make a message read as something else, so they are refused on the way in and
 * shown as their code points on the way out.
 */
const TEXT_DIRECTION_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const EVERY_TEXT_DIRECTION_CONTROL = new RegExp(TEXT_DIRECTION_CONTROL.source, 'g');

export function hasTextDirectionControls(text: string): boolean {
  return TEXT_DIRECTION_CONTROL.test(text);
}

/** The text with each such character replaced by a visible "[U+202E]". */
export function revealTextDirectionControls(text: string): string {
  return text.replace(
    EVERY_TEXT_DIRECTION_CONTROL,
    (c) => `[U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`,
  );
}
