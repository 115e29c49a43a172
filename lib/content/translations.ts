import type { z } from 'zod';
import { isObject, type Tree } from './canonical';
import { siteLanguageItemSchema } from './language-tag';
import {
  LIST_FORM_SCHEMAS,
  LIST_KEYS,
  SINGLETON_KEYS,
  SINGLETON_SCHEMAS,
  type SectionKey,
  type UserContent,
} from './schemas';
import { altText } from './fields';
import { sectionOf, type FieldDef } from './sections';
import { SITE_WORDS_KEY, usableSiteWords } from './site-words';
import { USER_PATH_KEY } from '@/lib/store/paths';

/*
 * The owner's text in the site's other languages (Settings → Site Languages lists them): for each
 * language and section, the translated text of its text fields, stored beside the content as a
 * sparse overlay (`user/translations/<tag>/<key>`: a singleton's `{ field: text }`, a list's
 * `{ itemId: { field: text } }`). A field with no translation shows the default language's text;
 * an overlay entry whose item or field no longer exists, or whose text its field would refuse, is
 * ignored. The default language's content keeps its shape: no migration.
 */

/**
 * The inputs whose text is words a visitor reads (a date, a link, an image's address, a colour are
 * the same in every language); a gallery's words are its images' alt texts.
 */
const TRANSLATABLE_KINDS: ReadonlySet<FieldDef['kind']> = new Set(['text', 'textarea', 'markdown', 'lines', 'gallery']);
/** Text fields that are addresses, not words. */
const NOT_WORDS: ReadonlySet<string> = new Set(['customSlug']);

/** The fields of section `key` that have a text per language, in the editor's order. */
export function translatableFields(key: SectionKey): readonly FieldDef[] {
  const section = sectionOf(key);
  if (!section || key === 'siteLanguages') return [];
  return section.fields.filter((field) => TRANSLATABLE_KINDS.has(field.kind) && !NOT_WORDS.has(field.name));
}

/** The sections with something to translate, in the content's order. */
export const TRANSLATED_KEYS: readonly SectionKey[] = [...SINGLETON_KEYS, ...LIST_KEYS].filter(
  (key) => translatableFields(key).length > 0,
);

/** Where they live under `user`. */
export const TRANSLATIONS_KEY = 'translations';
export const translationsPath = (tag: string) => `${USER_PATH_KEY}/${TRANSLATIONS_KEY}/${tag}`;
/** What a language's translations hold: each section's text, and the site's own words (lib/content/site-words.ts). */
export type TranslatedPart = SectionKey | typeof SITE_WORDS_KEY;
export const translationPath = (tag: string, key: TranslatedPart) => `${translationsPath(tag)}/${key}`;

/** The cache tag of a section's text in one language: a save in German re-renders the German pages alone. */
export const translationTag = (key: TranslatedPart, tag: string) => `content:${key}:${tag}`;

/** Language `tag`'s `part` in every language's translations as stored (`user/translations`, or a draft of it); null when none. */
export function translationPart(all: unknown, tag: string, part: TranslatedPart): unknown {
  const language = isObject(all) && isObject(all[tag]) ? all[tag] : {};
  return language[part] ?? null;
}

/** Every language's translations with language `tag`'s `part` set to `next` (null: removed); null when nothing is left. */
export function withTranslationPart(all: unknown, tag: string, part: TranslatedPart, next: unknown): Tree | null {
  const languages = isObject(all) ? all : {};
  const language = isObject(languages[tag]) ? languages[tag] : {};
  const { [part]: _earlier, ...others } = language;
  const nextLanguage = next === null ? others : { ...others, [part]: next };
  const { [tag]: _language, ...otherLanguages } = languages;
  const out = Object.keys(nextLanguage).length > 0 ? { ...otherLanguages, [tag]: nextLanguage } : otherLanguages;
  return Object.keys(out).length > 0 ? out : null;
}

/** Every translation's cache entries at once: after an Undo, a Restore or a backup import. */
export const TRANSLATIONS_TAG = 'content:translations';

const isList = (key: SectionKey) => !(key in SINGLETON_SCHEMAS);

/** The schema a field's text must pass, as in the default language's editor. */
function fieldSchema(key: SectionKey, name: string): z.ZodType {
  const schemas: Record<string, z.ZodObject> = isList(key) ? LIST_FORM_SCHEMAS : SINGLETON_SCHEMAS;
  return schemas[key].shape[name] as z.ZodType;
}

/** A gallery's alt texts in a language, each by its image's address. */
type GalleryText = { image: string; alt: string }[];
/** Text as its field holds it: a string, a list of lines (a `lines` field), or a gallery's alt texts. */
type Text = string | string[] | GalleryText;

const isGallery = (key: SectionKey, name: string) =>
  translatableFields(key).some((field) => field.name === name && field.kind === 'gallery');

const isEmpty = (value: unknown) =>
  Array.isArray(value) ? value.length === 0 : typeof value !== 'string' || value.trim() === '';

/** A gallery image's alt text, checked as its editor checks it. */
const galleryAlt = (place: number) => altText(`Gallery image ${place}`);

/**
 * A gallery's translation as stored: `[{ image, alt }]`, each alt text by the address of the image
 * it describes (so a reordered gallery keeps each text on its image); an unusable entry is dropped.
 */
function usableGallery(value: unknown): GalleryText | undefined {
  if (!Array.isArray(value)) return undefined;
  const out = value.flatMap((entry) => {
    if (!isObject(entry) || typeof entry.image !== 'string') return [];
    const alt = galleryAlt(1).safeParse(entry.alt);
    return alt.success ? [{ image: entry.image, alt: alt.data }] : [];
  });
  return out.length > 0 ? out : undefined;
}

/** A field's translated text as stored, as its field accepts it; undefined when none or unusable. */
function usable(key: SectionKey, name: string, value: unknown): Text | undefined {
  if (isGallery(key, name)) return usableGallery(value);
  if (isEmpty(value)) return undefined;
  const parsed = fieldSchema(key, name).safeParse(value);
  return parsed.success && (typeof parsed.data === 'string' || Array.isArray(parsed.data))
    ? (parsed.data as Text)
    : undefined;
}

/** One item's (or a singleton's) translated fields that are usable. */
function fieldsOf(key: SectionKey, raw: unknown): Record<string, Text> {
  if (!isObject(raw)) return {};
  const out: Record<string, Text> = {};
  for (const { name } of translatableFields(key)) {
    const text = usable(key, name, raw[name]);
    if (text !== undefined) out[name] = text;
  }
  return out;
}

/** A field's text as a form shows it: lines one per line. */
const asFormText = (value: unknown): string =>
  Array.isArray(value) ? value.filter((v) => typeof v === 'string').join('\n') : typeof value === 'string' ? value : '';

/** A gallery with each image's alt text in the language, where it has one. */
function translatedGallery(images: unknown, texts: GalleryText): unknown {
  if (!Array.isArray(images)) return images;
  return images.map((image: { image: string; alt: string }) => ({
    ...image,
    alt: texts.find((text) => text.image === image.image)?.alt ?? image.alt,
  }));
}

/** An item (or a singleton) with its translated fields: each field with a translation takes it. */
function translatedItem(key: SectionKey, item: Record<string, unknown>, raw: unknown) {
  const fields = fieldsOf(key, raw);
  for (const [name, text] of Object.entries(fields))
    if (isGallery(key, name)) fields[name] = translatedGallery(item[name], text as GalleryText) as Text;
  return { ...item, ...fields };
}

/** Section `key` (as pages use it) in a language: each field with a translation takes it; the others keep the default's text. */
export function applyTranslation<K extends SectionKey>(key: K, value: UserContent[K], raw: unknown): UserContent[K] {
  if (!isObject(raw)) return value;
  if (Array.isArray(value))
    return value.map((item: Record<string, unknown> & { _id: string }) =>
      translatedItem(key, item, raw[item._id]),
    ) as UserContent[K];
  return translatedItem(key, value, raw) as UserContent[K];
}

/** The text a translation form shows and edits: one row per item (one for a singleton), each field with its default text. */
export interface TranslationRow {
  /** The item's id; '' for a singleton. */
  id: string;
  fields: {
    name: string;
    label: string;
    kind: FieldDef['kind'];
    source: string;
    text: string;
    /** A gallery image's alt text: the gallery field and the image's address. */
    image?: { field: string; src: string };
  }[];
}

/** A gallery's fields in a form: one alt text per image of the default's gallery (`gallery.1`, `gallery.2` …). */
function galleryFields(name: string, images: unknown, translated: unknown): TranslationRow['fields'] {
  const texts = usableGallery(translated) ?? [];
  return (Array.isArray(images) ? (images as { image: string; alt: string }[]) : []).map((image, index) => ({
    name: `${name}.${index + 1}`,
    label: `Gallery image ${index + 1} alt text`,
    kind: 'text' as const,
    source: image.alt,
    text: texts.find((text) => text.image === image.image)?.alt ?? '',
    image: { field: name, src: image.image },
  }));
}

export function translationRows<K extends SectionKey>(key: K, value: UserContent[K], raw: unknown): TranslationRow[] {
  const stored = isObject(raw) ? raw : {};
  const row = (id: string, item: Record<string, unknown>, translated: unknown): TranslationRow => ({
    id,
    fields: translatableFields(key).flatMap(({ name, label, kind }) =>
      kind === 'gallery'
        ? galleryFields(name, item[name], isObject(translated) ? translated[name] : undefined)
        : [
            {
              name,
              label,
              kind,
              source: asFormText(item[name]),
              text: isObject(translated) ? asFormText(translated[name]) : '',
            },
          ],
    ),
  });
  if (Array.isArray(value)) return value.map((item: { _id: string }) => row(item._id, item, stored[item._id]));
  return [row('', value, stored)];
}

/** How many fields with text in the default language have none in this one. */
export const missingCount = (rows: readonly TranslationRow[]): number =>
  rows.reduce((n, row) => n + row.fields.filter((f) => f.source.trim() !== '' && f.text.trim() === '').length, 0);

/** A form's field name for a row's field (`<itemId>.<field>`, or the field alone for a singleton). */
export const formName = (id: string, name: string) => (id === '' ? name : `${id}.${name}`);
/** The hidden field naming the image a gallery alt text's field was shown for. */
export const imageName = (name: string) => `${name}@image`;

/**
 * The overlay a translation form stores, from its fields (the rows the form showed): each text its
 * field accepts ('' = the default's text); every refusal named on its field, and then nothing is stored.
 */
export function parseTranslationForm(
  key: SectionKey,
  rows: readonly TranslationRow[],
  values: (name: string) => string,
): { ok: true; overlay: Record<string, unknown> } | { ok: false; fieldErrors: Record<string, string> } {
  const overlay: Record<string, unknown> = {};
  const fieldErrors: Record<string, string> = {};
  for (const row of rows) {
    const fields: Record<string, Text> = {};
    for (const field of row.fields) {
      const name = formName(row.id, field.name);
      const text = values(name);
      if (text.trim() === '') continue;
      const value =
        field.kind === 'lines'
          ? text
              .split('\n')
              .map((line) => line.trim())
              .filter((line) => line !== '')
          : text;
      if (field.image) {
        // The image the form showed must still stand at that place (else the gallery changed meanwhile).
        if (values(imageName(name)) !== field.image.src) {
          fieldErrors[name] =
            `${field.label}: the gallery changed since this page was opened; reload it to translate the images as they are now`;
          continue;
        }
        const alt = galleryAlt(Number(field.name.split('.').pop())).safeParse(text);
        if (!alt.success) fieldErrors[name] = alt.error.issues[0]?.message ?? `${field.label} is not valid`;
        else {
          const gallery = (fields[field.image.field] ?? []) as GalleryText;
          fields[field.image.field] = [...gallery, { image: field.image.src, alt: alt.data }];
        }
        continue;
      }
      const parsed = fieldSchema(key, field.name).safeParse(value);
      if (parsed.success) fields[field.name] = parsed.data as Text;
      else fieldErrors[name] = parsed.error.issues[0]?.message ?? `${field.label} is not valid`;
    }
    if (Object.keys(fields).length === 0) continue;
    if (row.id === '') Object.assign(overlay, fields);
    else overlay[row.id] = fields;
  }
  return Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors } : { ok: true, overlay };
}

/**
 * The translations of a content tree (a backup's `user.translations`) as they may be stored with
 * `user` (the default language's sections, as stored): languages by a valid tag, sections with text,
 * a list's items that `user` still has, each field's text as its field accepts it. What is left
 * out is named by the import as any dropped field is. Undefined when nothing is left.
 */
export function storedTranslations(raw: unknown, user: Record<string, unknown>): Record<string, unknown> | undefined {
  if (!isObject(raw)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [tag, sections] of Object.entries(raw)) {
    if (!isObject(sections) || !siteLanguageItemSchema.shape.tag.safeParse(tag).success) continue;
    const kept: Record<string, unknown> = {};
    const words = usableSiteWords(sections[SITE_WORDS_KEY]);
    if (words) kept[SITE_WORDS_KEY] = words;
    for (const key of TRANSLATED_KEYS) {
      const overlay = sections[key];
      if (!isObject(overlay)) continue;
      if (isList(key)) {
        const items = isObject(user[key]) ? user[key] : {};
        const list = Object.fromEntries(
          Object.entries(overlay).flatMap(([id, fields]) => {
            const usableFields = Object.hasOwn(items, id) ? fieldsOf(key, fields) : {};
            return Object.keys(usableFields).length > 0 ? [[id, usableFields]] : [];
          }),
        );
        if (Object.keys(list).length > 0) kept[key] = list;
      } else {
        const fields = fieldsOf(key, overlay);
        if (Object.keys(fields).length > 0) kept[key] = fields;
      }
    }
    if (Object.keys(kept).length > 0) out[tag] = kept;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
