import { AdminPage } from '@/components/admin/admin-page';
import { AdminLink } from '@/components/admin/admin-link';
import styles from '@/components/admin/admin.module.scss';
import { SiteWordsForm } from '@/components/admin/site-words-form';
import { TranslationForm } from '@/components/admin/translation-form';
import { DraftBar } from '@/components/admin/draft-bar';
import { draftFor } from '@/lib/admin/drafts-view';
import { DRAFTS } from '@/lib/content/drafts-words';
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
import { MESSAGE_TOTAL, messageCount, SITE_WORDS_KEY, usableSiteWords } from '@/lib/content/site-words';
import { TRANSLATE } from '@/lib/languages/admin-words';
import { directionOf } from '@/lib/languages/model';
import { languageMessages, shipsWords } from '@/lib/languages/words';
import { getStore } from '@/lib/store';
import { isObject } from '@/lib/content/canonical';

export const metadata = { title: `${TRANSLATE.title} | Admin` };

const nameOf = (tag: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag;

/** The card of the site's own words in language `tag`, from its stored translations. */
function siteWords(tag: string, stored: unknown) {
  const raw = isObject(stored) ? (stored[SITE_WORDS_KEY] ?? null) : null;
  const own = messageCount(usableSiteWords(raw));
  const name = nameOf(tag);
  const status = shipsWords(tag)
    ? TRANSLATE.wordsShipped(name, own, MESSAGE_TOTAL)
    : TRANSLATE.wordsEnglish(name, own, MESSAGE_TOTAL);
  return (
    <SiteWordsForm
      key={tag}
      tag={tag}
      name={name}
      status={status}
      own={own > 0}
      file={`${JSON.stringify(languageMessages(tag, raw), null, 2)}\n`}
      version={contentVersion(raw)}
    />
  );
}

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
  const [publishedDefault, draft] = await Promise.all([
    getStore().get(translationsPath(defaultTag)),
    draftFor(TRANSLATIONS_KEY),
  ]);
  // With a translations draft, every form here (the words' too) shows and saves against the draft.
  const fromDraft = (tag: string) => (draft && isObject(draft.data) ? (draft.data[tag] ?? null) : null);
  const defaultStored = draft ? fromDraft(defaultTag) : publishedDefault;
  if (others.length === 0) {
    return (
      <AdminPage title={TRANSLATE.title}>
        <p className={styles.muted}>{TRANSLATE.noLanguages}</p>
        <p>
          <AdminLink href={updateHref(findSection('site-languages')!)} className={styles.secondary}>
            {TRANSLATE.addLanguages}
          </AdminLink>
        </p>
        {siteWords(defaultTag, defaultStored)}
      </AdminPage>
    );
  }
  const published = await Promise.all(others.map(({ tag }) => getStore().get(translationsPath(tag))));
  // The forms show the translations' draft when there is one (Preview shows it; Publish makes it live).
  const stored = draft ? others.map(({ tag }) => fromDraft(tag)) : published;
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
  const tabs = (
    <nav aria-label={TRANSLATE.languagesLabel}>
      <ul className={styles.filters}>
        <li>
          <a
            href={`${TRANSLATE.href}?lang=${encodeURIComponent(defaultTag)}`}
            aria-current={lang === defaultTag ? 'page' : undefined}
          >
            {TRANSLATE.defaultTab(nameOf(defaultTag))}
          </a>
        </li>
        {others.map((language, index) => (
          <li key={language.tag}>
            <a
              href={`${TRANSLATE.href}?lang=${encodeURIComponent(language.tag)}`}
              aria-current={language.tag === others[current].tag && lang !== defaultTag ? 'page' : undefined}
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
  );
  if (lang === defaultTag) {
    return (
      <AdminPage title={TRANSLATE.title} history={`${HISTORY.href}?section=${TRANSLATIONS_KEY}`}>
        {tabs}
        <p className={styles.muted}>{TRANSLATE.defaultIntro(nameOf(defaultTag))}</p>
        {siteWords(defaultTag, defaultStored)}
      </AdminPage>
    );
  }
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
      {tabs}
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
      {draft ? (
        <>
          <DraftBar
            slug={TRANSLATIONS_KEY}
            title={TRANSLATE.title}
            savedAt={draft.savedAt}
            summary={draft.summary}
            previewHref={`${DRAFTS.previewHref}?section=${TRANSLATIONS_KEY}&lang=${encodeURIComponent(tag)}`}
            previewLabel={TRANSLATE.previewIn(nameOf(tag))}
          />
          <p className={styles.muted}>{TRANSLATE.draftNote}</p>
        </>
      ) : null}
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
      {siteWords(tag, stored[current])}
    </AdminPage>
  );
}
