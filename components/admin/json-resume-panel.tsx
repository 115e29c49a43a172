'use client';

import { useId, useState } from 'react';
import { JSON_RESUME } from '@/lib/json-resume/words';
import type { ResumeImport, ResumePreview } from '@/lib/json-resume/import';
import styles from './admin.module.scss';
import { ImportPanel, postJson } from './import-panel';
import { RevisionDiff } from './revision-diff';

type Preview = Extract<ResumePreview, { ok: true }>;
/** A file read and checked by the server, as the text of `lang` (absent: the default language). */
interface Checked {
  text: string;
  preview: Preview;
  lang?: string;
}

const send = (text: string, query: Record<string, string>) =>
  postJson<object>(`${JSON_RESUME.adminEndpoint}?${new URLSearchParams(query)}`, text, (status) => `HTTP ${status}`);

/**
 * JSON Resume in and out: the download is the public /resume.json (published content only); an
 * upload is checked by the server, which answers what would change, section by section, in the
 * History page's words; only after the owner's yes is it written, as one revision Undo takes back.
 */
export function JsonResumePanel({ languages }: { languages: { tag: string; name: string }[] }) {
  const id = useId();
  /** The language the file is written in: the default's (its content), or another's (its translations). */
  const [lang, setLang] = useState(languages[0]?.tag ?? '');
  const other = languages.length > 1 && lang !== languages[0].tag ? lang : undefined;
  /** Also clear the demo's leftovers: on whenever the preview lists some. */
  const [clearDemo, setClearDemo] = useState(true);
  // What the import writes: the preview with the demo's leftovers cleared, or kept.
  const shown = (preview: Preview) => (preview.demo && clearDemo ? preview.demo : preview);

  async function check(file: File): Promise<Checked | string[]> {
    if (file.size > JSON_RESUME.maxBytes) return [JSON_RESUME.tooLarge(JSON_RESUME.maxBytes)];
    const text = await file.text();
    const { ok, answer, problems } = await send(text, { preview: '1', ...(other && { lang: other }) });
    if (!ok) return problems;
    setClearDemo(true);
    return { text, preview: answer as Preview, lang: other };
  }

  return (
    <ImportPanel
      words={JSON_RESUME}
      download={{ href: JSON_RESUME.publicPath, name: JSON_RESUME.downloadName }}
      focusErrors
      check={check}
      fields={
        languages.length > 1 ? (
          <div className={styles.field}>
            <label htmlFor={`${id}-lang`}>{JSON_RESUME.languageLabel}</label>
            <select
              id={`${id}-lang`}
              value={lang}
              onChange={(event) => setLang(event.target.value)}
              aria-describedby={`${id}-lang-hint`}
            >
              {languages.map((language) => (
                <option key={language.tag} value={language.tag}>
                  {language.name}
                </option>
              ))}
            </select>
            <p id={`${id}-lang-hint`} className={styles.muted}>
              {JSON_RESUME.languageHint}
            </p>
          </div>
        ) : null
      }
      confirm={async ({ text, preview, lang: into }) => {
        const clearing = clearDemo && preview.demo !== undefined;
        const { ok, answer, problems } = await send(text, {
          basis: preview.basis,
          ...(clearing && { clearDemo: '1' }),
          ...(into && { lang: into }),
        });
        if (!ok) return { problems, checkAgain: true };
        const result = answer as Extract<ResumeImport, { ok: true }>;
        return { done: JSON_RESUME.imported(result.sections.length), revision: result.revision };
      }}
      confirmable={({ preview }) => shown(preview).sections.length > 0}
      preview={({ preview }) => {
        const what = shown(preview);
        return (
          <>
            {preview.demo ? (
              <div className={styles.field}>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={clearDemo}
                    onChange={(event) => setClearDemo(event.target.checked)}
                    aria-describedby={`${id}-leftovers`}
                  />{' '}
                  {JSON_RESUME.clearDemo}
                </label>
                <ul id={`${id}-leftovers`}>
                  {preview.demo.leftovers.map((leftover) => (
                    <li key={leftover}>{leftover}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {what.sections.length === 0 ? (
              <p>{JSON_RESUME.noChange}</p>
            ) : (
              <>
                <p>{JSON_RESUME.previewIntro}</p>
                {what.sections.map((section) => (
                  <section key={section.key} aria-labelledby={`${id}-section-${section.key}`}>
                    <h4 id={`${id}-section-${section.key}`}>{section.title}</h4>
                    <RevisionDiff lines={section.lines} />
                  </section>
                ))}
                <p className={styles.muted}>{JSON_RESUME.keptNote}</p>
              </>
            )}
            {what.notes.length > 0 ? (
              <section aria-labelledby={`${id}-notes`}>
                <h4 id={`${id}-notes`}>{JSON_RESUME.notesTitle}</h4>
                <ul>
                  {what.notes.map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        );
      }}
    />
  );
}
