'use client';

import { useActionState, useId, useState } from 'react';
import type { ActionState } from '@/lib/admin/action-state';
import { saveShareLink } from '@/lib/admin/share-link-actions';
import type { ShareLinkFields } from '@/lib/share-links/model';
import { SHARE_LINKS } from '@/lib/share-links/words';
import { useHydrated } from '@/lib/hooks/use-client-value';
import styles from './admin.module.scss';
import { describedBy } from './described-by';
import { FieldNotes } from './field-notes';
import { notifyError, notifySuccess } from './notify';
import own from './share-links.module.scss';
import { useUndoOffer } from './undo-offer';

const L = SHARE_LINKS.labels;

export interface ProjectOption {
  slug: string;
  title: string;
}

/** A published language a link's pages can be shown in. */
export interface LanguageOption {
  tag: string;
  name: string;
}

/** What the form starts from: a new link's defaults, or the link being edited. */
export type LinkDraft = Omit<ShareLinkFields, 'expiresAt'> & {
  id?: string;
  /** YYYY-MM-DD */
  expires: string;
  /** The stored version the form is drawn from (an existing link): a save is refused if it changed meanwhile. */
  version?: string;
};

interface Props {
  projects: ProjectOption[];
  /** Empty while the site publishes one language: no choice is offered. */
  languages: LanguageOption[];
  initial: LinkDraft;
  /** Leaves editing (the form goes back to a new link). */
  onDone: () => void;
}

/** The projects to highlight, in order: added from a list, moved with buttons, each sent as a `projects` input. */
function ProjectPicker({
  options,
  chosen,
  onChange,
  error,
}: {
  options: ProjectOption[];
  chosen: string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const id = useId();
  const [announcement, setAnnouncement] = useState('');
  const [pick, setPick] = useState('');
  const titleOf = (slug: string) => options.find((o) => o.slug === slug)?.title ?? slug;
  const left = options.filter((o) => !chosen.includes(o.slug));
  const full = chosen.length >= SHARE_LINKS.maxProjects;

  const move = (index: number, by: number) => {
    const next = [...chosen];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item);
    onChange(next);
    setAnnouncement(`${titleOf(item)}: position ${index + by + 1} of ${next.length}`);
  };

  return (
    <fieldset className={own.picker} aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`)}>
      <legend>{L.projects}</legend>
      <p id={`${id}-hint`} className={styles.muted}>
        {L.projectsHint}
      </p>
      {chosen.length === 0 ? <p className={styles.muted}>{L.noProjects}</p> : null}
      <ol className={own.chosen}>
        {chosen.map((slug, index) => (
          <li key={slug}>
            <input type="hidden" name="projects" value={slug} />
            <span className={own.chosenTitle}>{titleOf(slug)}</span>
            <span className={own.chosenButtons}>
              {([-1, 1] as const).map((by) => (
                <button
                  key={by}
                  type="button"
                  className={styles.secondary}
                  aria-label={(by < 0 ? L.moveUp : L.moveDown)(titleOf(slug))}
                  disabled={index === (by < 0 ? 0 : chosen.length - 1)}
                  onClick={() => move(index, by)}
                >
                  {by < 0 ? '↑' : '↓'}
                </button>
              ))}
              <button
                type="button"
                className={styles.secondary}
                aria-label={L.removeProject(titleOf(slug))}
                onClick={() => {
                  onChange(chosen.filter((s) => s !== slug));
                  setAnnouncement(L.removeProject(titleOf(slug)));
                }}
              >
                ✕
              </button>
            </span>
          </li>
        ))}
      </ol>
      <div className={own.addRow}>
        <label htmlFor={`${id}-pick`} className={own.visuallyHidden}>
          {L.chooseProject}
        </label>
        <select id={`${id}-pick`} value={pick} onChange={(e) => setPick(e.target.value)} disabled={full}>
          <option value="">{L.chooseProject}</option>
          {left.map((o) => (
            <option key={o.slug} value={o.slug}>
              {o.title}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={styles.secondary}
          disabled={full || pick === ''}
          onClick={() => {
            onChange([...chosen, pick]);
            setAnnouncement(`${titleOf(pick)}: position ${chosen.length + 1} of ${chosen.length + 1}`);
            setPick('');
          }}
        >
          {L.addProject}
        </button>
      </div>
      <FieldNotes id={id} error={error} />
      <p className={own.visuallyHidden} aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}

const draftOf = (formData: FormData, id: string | undefined): LinkDraft => {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === 'string' ? value : '';
  };
  const variant = text('variant');
  return {
    id,
    label: text('label'),
    summary: text('summary'),
    projects: formData.getAll('projects').filter((v): v is string => typeof v === 'string'),
    variant: (SHARE_LINKS.variants as readonly string[]).includes(variant) ? (variant as LinkDraft['variant']) : 'none',
    language: text('language') || undefined,
    expires: text('expires'),
  };
};

/**
 * Create a share link, or edit one: every field is checked on the server and named when refused.
 * React resets a form after its action, so the fields are drawn again (re-keyed) from what was
 * sent: after a refusal nothing typed is lost; after a success the form starts afresh.
 */
export function ShareLinkForm({ projects, languages, initial, fresh, onDone }: Props & { fresh: LinkDraft }) {
  const id = useId();
  const offerUndo = useUndoOffer();
  const [typed, setTyped] = useState(initial);
  const [round, setRound] = useState(0);
  const [chosen, setChosen] = useState(initial.projects);
  const [summaryLength, setSummaryLength] = useState(initial.summary.length);
  // After a refusal because the link changed elsewhere, the version stored now: saving again replaces it.
  const [base, setBase] = useState(initial.version);
  const editing = initial.id !== undefined;
  // Until the page script runs, a click would do nothing: the button says so by being disabled.
  const ready = useHydrated();
  const [state, formAction, pending] = useActionState<ActionState, FormData>(async (previous, formData) => {
    const sent = draftOf(formData, initial.id);
    const result = await saveShareLink(previous, formData);
    if (result.error) {
      notifyError(result.error);
      setTyped(sent);
      if (result.version !== undefined) setBase(result.version);
    } else if (result.ok) {
      notifySuccess(editing ? L.saved : L.created);
      offerUndo(result.revision, editing ? L.saved : L.created);
      setTyped(fresh);
      setChosen(fresh.projects);
      setSummaryLength(0);
      onDone();
    }
    setRound((n) => n + 1);
    return result;
  }, {});

  const errors = state.ok ? {} : (state.fieldErrors ?? {});
  const field = (name: string) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(`${id}-${name}-hint`, errors[name] && `${id}-${name}-error`),
  });
  const errorOf = (name: string) => <FieldNotes id={`${id}-${name}`} error={errors[name]} />;

  return (
    <form key={round} action={formAction} className={styles.form} aria-labelledby={`${id}-heading`} noValidate>
      <h2 id={`${id}-heading`} className={styles.subtitle}>
        {editing ? L.editLink(initial.label) : L.newLink}
      </h2>
      {editing ? <input type="hidden" name="_id" value={initial.id} /> : null}
      {editing && base !== undefined ? <input type="hidden" name="_base" value={base} /> : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-label`}>{L.label}</label>
        <input {...field('label')} defaultValue={typed.label} maxLength={SHARE_LINKS.labelMax} required />
        <p id={`${id}-label-hint`} className={styles.muted}>
          {L.labelHint}
        </p>
        {errorOf('label')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-summary`}>{L.summary}</label>
        <textarea
          {...field('summary')}
          defaultValue={typed.summary}
          onInput={(e) => setSummaryLength(e.currentTarget.value.length)}
          maxLength={SHARE_LINKS.summaryMax}
          rows={4}
          required
        />
        <p id={`${id}-summary-hint`} className={styles.muted}>
          {L.summaryHint} ({summaryLength}/{SHARE_LINKS.summaryMax})
        </p>
        {errorOf('summary')}
      </div>
      <ProjectPicker options={projects} chosen={chosen} onChange={setChosen} error={errors.projects} />
      <fieldset className={own.variants} aria-describedby={errors.variant ? `${id}-variant-error` : undefined}>
        <legend>{L.variant}</legend>
        {SHARE_LINKS.variants.map((variant) => (
          <label key={variant} className={own.radio}>
            <input type="radio" name="variant" value={variant} defaultChecked={typed.variant === variant} />
            {SHARE_LINKS.variantLabels[variant]}
          </label>
        ))}
        {errorOf('variant')}
      </fieldset>
      {languages.length > 0 ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-language`}>{L.language}</label>
          <select {...field('language')} defaultValue={typed.language}>
            {languages.map(({ tag, name }) => (
              <option key={tag} value={tag} lang={tag}>
                {name} ({tag})
              </option>
            ))}
            {/* The link's own language, no longer published: kept (not silently changed) until the owner picks another. */}
            {typed.language && !languages.some(({ tag }) => tag === typed.language) ? (
              <option value={typed.language}>{L.unpublishedLanguage(typed.language, languages[0].name)}</option>
            ) : null}
          </select>
          <p id={`${id}-language-hint`} className={styles.muted}>
            {L.languageHint}
          </p>
          {errorOf('language')}
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-expires`}>{L.expires}</label>
        <input {...field('expires')} type="date" defaultValue={typed.expires} required />
        <p id={`${id}-expires-hint`} className={styles.muted}>
          {L.expiresHint}
        </p>
        {errorOf('expires')}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={!ready || pending}>
          {editing ? L.save : L.create}
        </button>
        {editing ? (
          <button type="button" className={styles.secondary} onClick={onDone}>
            {L.cancel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
