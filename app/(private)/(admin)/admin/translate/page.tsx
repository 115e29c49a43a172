import { AdminPage } from '@/components/admin/admin-page';
import { AdminLink } from '@/components/admin/admin-link';
import styles from '@/components/admin/admin.module.scss';
import { TranslationForm } from '@/components/admin/translation-form';
import { requireAdminPage } from '@/lib/admin/require-admin';
import { HISTORY } from '@/lib/content/history-words';
import { findSection, updateHref } from '@/lib/admin/sections';
import { inspectContent } from '@/lib/content/get-data';
import { siteLanguageItemSchema } from '@/lib/content/language-tag';
import type { SectionKey } from '@/lib/content/schemas';
import { sectionOf } from '@/lib/content/sections';
import { contentVersion } from '@/lib/content/versions';
import {
  missingCount,
  TRANSLATED_KEYS,
  TRANSLATIONS_KEY,
  translationRows,
  translationsPath,
} from '@/lib/content/translations';
import { TRANSLATE } from '@/lib/languages/admin-words';
import { directionOf } from '@/lib/languages/model';
import { getStore } from '@/lib/store';
import { isObject } from '@/lib/content/canonical';

export const metadata = { title: `${TRANSLATE.title} | Admin` };

const nameOf = (tag: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag;

/**
 * The owner's text in each language but the default: a tab per language with how much is still
 * missing, a checklist of the sections that lack text, and each section's form with every field
 * beside the default language's text.
 */
export default async function TranslatePage({ searchParams }: { searchParams: Promise<{ lang?: string }> }) {
  await requireAdminPage();
  const [{ lang }, { content }] = await Promise.all([searchParams, inspectContent()]);
  const languages = (content.siteLanguages ?? []).flatMap((item) => {
    const parsed = siteLanguageItemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  const defaultTag = languages[0]?.tag ?? 'en';
  const others = languages.slice(1);
  if (others.length === 0) {
    return (
      <AdminPage title={TRANSLATE.title}>
        <p className={styles.muted}>{TRANSLATE.noLanguages}</p>
        <p>
          <AdminLink href={updateHref(findSection('site-languages')!)} className={styles.secondary}>
            {TRANSLATE.addLanguages}
          </AdminLink>
        </p>
      </AdminPage>
    );
  }
  const stored = await Promise.all(others.map(({ tag }) => getStore().get(translationsPath(tag))));
  const sectionsOf = (index: number) => {
    const all = isObject(stored[index]) ? stored[index] : {};
    return TRANSLATED_KEYS.flatMap((key) => {
      const value = content[key];
      if (value === undefined) return [];
      const rows = translationRows(key, value, all[key]);
      return [{ key, rows, raw: all[key] ?? null, missing: missingCount(rows) }];
    });
  };
  const current = Math.max(
    0,
    others.findIndex(({ tag }) => tag === lang),
  );
  const { tag } = others[current];
  const sections = sectionsOf(current);
  const totals = others.map((_, index) =>
    (index === current ? sections : sectionsOf(index)).reduce((n, s) => n + s.missing, 0),
  );
  const lacking = sections.filter((section) => section.missing > 0);
  const legendOf = (key: SectionKey, id: string) => {
    const section = sectionOf(key);
    const summary = section?.kind === 'list' ? section.summary[0] : undefined;
    const item = (content[key] as { _id: string }[]).find((entry) => entry._id === id) as
      Record<string, unknown> | undefined;
    return summary && typeof item?.[summary] === 'string' ? item[summary] : id;
  };
  return (
    <AdminPage title={TRANSLATE.title} history={`${HISTORY.href}?section=${TRANSLATIONS_KEY}`}>
      <nav aria-label={TRANSLATE.languagesLabel}>
        <ul className={styles.filters}>
          {others.map((language, index) => (
            <li key={language.tag}>
              <a
                href={`${TRANSLATE.href}?lang=${encodeURIComponent(language.tag)}`}
                aria-current={index === current ? 'page' : undefined}
              >
                {TRANSLATE.tab(
                  `${nameOf(language.tag)}${language.visibility === 'Hidden' ? ` (${TRANSLATE.hidden})` : ''}`,
                  totals[index],
                )}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.muted}>{TRANSLATE.intro(nameOf(tag), nameOf(defaultTag))}</p>
      <section aria-label={TRANSLATE.checklist} className={styles.card}>
        <h2 className={styles.subtitle}>{TRANSLATE.checklist}</h2>
        {lacking.length === 0 ? (
          <p>{TRANSLATE.complete}</p>
        ) : (
          <ul>
            {lacking.map(({ key, missing }) => (
              <li key={key}>
                <a href={`#translate-${key}`}>{TRANSLATE.sectionMissing(sectionOf(key)?.title ?? key, missing)}</a>
              </li>
            ))}
          </ul>
        )}
      </section>
      {sections.map(({ key, rows, raw }) =>
        rows.length === 0 ? null : (
          <TranslationForm
            // Another language starts from what is stored; a save's own refresh keeps the form (and its answer).
            key={`${tag}:${key}`}
            sectionKey={key}
            title={sectionOf(key)?.title ?? key}
            tag={tag}
            dir={directionOf(tag)}
            defaultTag={defaultTag}
            defaultDir={directionOf(defaultTag)}
            defaultName={nameOf(defaultTag)}
            rows={rows}
            legends={rows.map((row) => (row.id === '' ? '' : legendOf(key, row.id)))}
            version={contentVersion(raw)}
          />
        ),
      )}
    </AdminPage>
  );
}
