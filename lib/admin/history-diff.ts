import { SHARE_LINKS_KEY, type HistoryKey } from '@/lib/content/history';
import { TRANSLATIONS_KEY } from '@/lib/content/translations';
import { SITE_WORDS_KEY, SITE_WORDS_TITLE } from '@/lib/content/site-words';
import { TRANSLATE } from '@/lib/languages/admin-words';
import { isObject, type Tree } from '@/lib/content/canonical';
import { PHONE_ADMIN } from '@/lib/admin/words';
import { SHARE_LINKS } from '@/lib/share-links/words';
import { expiryDay } from '@/lib/share-links/model';
import { sectionOf, type FieldDef } from '@/lib/content/sections';

export type DiffLine =
  | { type: 'field'; label: string; from: string; to: string }
  | { type: 'added' | 'removed'; item: string }
  | { type: 'changed'; item: string; fields: { label: string; from: string; to: string }[] }
  | { type: 'moved'; item: string; from: number; to: number };

const asObj = (value: unknown): Tree => (isObject(value) ? value : {});

/** The share links as History describes them: a list named by label (their tokens never shown). */
const SHARE_LINK_HISTORY = {
  kind: 'list' as const,
  title: SHARE_LINKS.labels.title,
  summary: ['label'],
  fields: [
    { name: 'label', label: SHARE_LINKS.labels.label, kind: 'text' },
    { name: 'summary', label: SHARE_LINKS.labels.summary, kind: 'textarea' },
    { name: 'projects', label: SHARE_LINKS.labels.projects, kind: 'lines' },
    { name: 'variant', label: SHARE_LINKS.labels.variant, kind: 'text' },
    { name: 'language', label: SHARE_LINKS.labels.language, kind: 'text' },
    { name: 'expiresAt', label: SHARE_LINKS.labels.expires, kind: 'text' },
    { name: 'revokedAt', label: SHARE_LINKS.labels.revoke, kind: 'text' },
  ] as FieldDef[],
};

/** What History needs of a key: its title, the fields it compares and, for a list, what names an item. */
function describedAs(
  key: HistoryKey,
): { kind: string; title: string; fields: readonly FieldDef[]; summary: readonly string[] } | undefined {
  if (key === SHARE_LINKS_KEY) return SHARE_LINK_HISTORY;
  if (key === TRANSLATIONS_KEY) return { kind: 'translations', title: TRANSLATE.title, fields: [], summary: [] };
  const section = sectionOf(key);
  return section && { ...section, summary: section.kind === 'list' ? section.summary : [] };
}

/** A section's title as the admin shows it. */
export const titleOf = (key: HistoryKey): string => describedAs(key)?.title ?? key;

/** A list item as the admin names it: its summary fields, joined. */
export function itemLabel(key: HistoryKey, item: unknown): string {
  return (
    (describedAs(key)?.summary ?? [])
      .map((name) => asObj(item)[name])
      .filter((v) => typeof v === 'string' && v !== '')
      .join(' · ') || 'Untitled item'
  );
}

/** A stored value as one line of text. */
function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (Array.isArray(value)) return value.map(show).join(' / ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A share link's moments in words: the day it expires at the end of, the moment it was revoked. */
const MOMENTS: Record<string, (at: number) => string> = {
  expiresAt: expiryDay,
  revokedAt: (at) => `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
};
const shown = (name: string, value: unknown): string =>
  typeof value === 'number' && Object.hasOwn(MOMENTS, name) ? MOMENTS[name](value) : show(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields that differ (but a list item's place): the section's own in their order, then any other stored. */
function changedNames(fields: readonly FieldDef[], before: Tree, after: Tree): string[] {
  const known = new Set(fields.map((f) => f.name));
  const names = [...fields.map((f) => f.name), ...Object.keys({ ...before, ...after }).filter((n) => !known.has(n))];
  return names.filter((name) => name !== 'order' && !same(before[name], after[name]));
}

function fieldChanges(fields: readonly FieldDef[], before: Tree, after: Tree) {
  return changedNames(fields, before, after)
    .filter((name) => name !== 'token')
    .map((name) => ({
      label: fields.find((f) => f.name === name)?.label ?? name,
      from: shown(name, before[name]),
      to: shown(name, after[name]),
    }));
}

function ordered(list: Tree): string[] {
  const order = (id: string) => Number(asObj(list[id]).order ?? 0);
  return Object.keys(list).sort((a, b) => order(a) - order(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** Each text of the translations (language › section › item › field) by where it stands. */
function translationTexts(value: unknown, at: string[] = [], out = new Map<string, unknown>()): Map<string, unknown> {
  if (!isObject(value)) {
    // A gallery's alt texts read as the texts, not as their images' addresses.
    const shownValue = Array.isArray(value) ? value.map((entry) => (isObject(entry) ? entry.alt : entry)) : value;
    if (at.length > 0) out.set(at.join(' › '), shownValue);
    return out;
  }
  for (const [name, child] of Object.entries(value)) {
    // A section by its title, as the admin names it (the language by its tag, an item by its id).
    const part = at.length !== 1 ? name : name === SITE_WORDS_KEY ? SITE_WORDS_TITLE : (sectionOf(name)?.title ?? name);
    translationTexts(child, [...at, part], out);
  }
  return out;
}

/** What a revision did to the translations: each text changed, added or removed, with where it is. */
function translationChanges(before: unknown, after: unknown): DiffLine[] {
  const was = translationTexts(before);
  const now = translationTexts(after);
  return [...new Set([...was.keys(), ...now.keys()])]
    .filter((at) => !same(was.get(at), now.get(at)))
    .map((at) => ({ type: 'field' as const, label: at, from: show(was.get(at)), to: show(now.get(at)) }));
}

/** What one revision did to one section, in words: fields changed, items added, removed, changed or moved. */
export function describeChange(key: HistoryKey, before: unknown, after: unknown): DiffLine[] {
  if (key === TRANSLATIONS_KEY) return translationChanges(before, after);
  const section = describedAs(key);
  const fields = section?.fields ?? [];
  const was = asObj(before);
  const now = asObj(after);
  if (section?.kind !== 'list') {
    return fieldChanges(fields, was, now).map((change) => ({ type: 'field' as const, ...change }));
  }
  const label = (item: unknown) => itemLabel(key, item);
  const lines: DiffLine[] = [];
  for (const id of ordered(now)) if (!(id in was)) lines.push({ type: 'added', item: label(now[id]) });
  for (const id of ordered(was)) if (!(id in now)) lines.push({ type: 'removed', item: label(was[id]) });
  for (const id of ordered(now)) {
    if (!(id in was)) continue;
    const changes = fieldChanges(fields, asObj(was[id]), asObj(now[id]));
    if (changes.length > 0) lines.push({ type: 'changed', item: label(now[id]), fields: changes });
  }
  const kept = (list: Tree) => ordered(list).filter((id) => id in was && id in now);
  const from = kept(was);
  const to = kept(now);
  to.forEach((id, index) => {
    const old = from.indexOf(id);
    if (old !== index) lines.push({ type: 'moved', item: label(now[id]), from: old + 1, to: index + 1 });
  });
  return lines;
}

/** How many entries of two one-per-line lists differ, position by position (added and removed ones count). */
function linesChanged(before: unknown, after: unknown): number {
  const was = Array.isArray(before) ? before : [];
  const now = Array.isArray(after) ? after : [];
  let count = 0;
  for (let i = 0; i < Math.max(was.length, now.length); i++) if (!same(was[i], now[i])) count++;
  return count;
}

/** "Taglines" counted: "1 tagline", "2 taglines". */
function counted(label: string, n: number): string {
  const plural = label.toLowerCase();
  return `${n} ${n === 1 && plural.endsWith('s') ? plural.slice(0, -1) : plural}`;
}

/**
 * What one change did to one section, in a few words: the fields changed ("quote, 2 taglines
 * changed") or, for a list, how many items were added, removed or changed and whether the order
 * moved ("1 item added, order changed").
 */
export function summarizeChange(key: HistoryKey, before: unknown, after: unknown): string {
  const words = PHONE_ADMIN.summary;
  if (key === TRANSLATIONS_KEY) {
    const texts = translationChanges(before, after).length;
    return texts > 0 ? TRANSLATE.textsChanged(texts) : words.noChange;
  }
  const section = describedAs(key);
  if (section?.kind !== 'list') {
    const fields = section?.fields ?? [];
    const was = asObj(before);
    const now = asObj(after);
    const parts = changedNames(fields, was, now).map((name) => {
      const field = fields.find((f) => f.name === name);
      if (field?.kind === 'lines') return counted(field.label, linesChanged(was[name], now[name]));
      return (field?.label ?? name).toLowerCase();
    });
    return parts.length > 0 ? `${parts.join(', ')} ${words.changed}` : words.noChange;
  }
  const lines = describeChange(key, before, after);
  const count = (type: DiffLine['type']) => lines.filter((line) => line.type === type).length;
  const parts = [
    count('added') > 0 && words.itemsAdded(count('added')),
    count('removed') > 0 && words.itemsRemoved(count('removed')),
    count('changed') > 0 && words.itemsChanged(count('changed')),
    count('moved') > 0 && words.orderChanged,
  ].filter((part): part is string => typeof part === 'string');
  return parts.length > 0 ? parts.join(', ') : words.noChange;
}
