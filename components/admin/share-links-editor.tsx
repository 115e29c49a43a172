'use client';

import { useEffect, useState } from 'react';
import type { ActionState } from '@/lib/admin/action-state';
import { deleteShareLinkAction, revokeShareLinkAction } from '@/lib/admin/share-link-actions';
import { SHARE_LINKS } from '@/lib/share-links/words';
import { useClientValue, useHydrated } from '@/lib/hooks/use-client-value';
import styles from './admin.module.scss';
import { EmptyState } from './empty-state';
import { ShareLinkForm, type LanguageOption, type LinkDraft, type ProjectOption } from './share-link-form';
import own from './share-links.module.scss';
import { useUndoableAction } from './undo-offer';

const L = SHARE_LINKS.labels;

/** One link as the admin page shows it (dates already written out by the server). */
export interface LinkRow {
  draft: LinkDraft & { id: string };
  path: string;
  state: 'active' | 'expired' | 'revoked';
  stateText: string;
  stats: string[];
  caseStudies: { title: string; count: number }[];
}

function CopyLink({ path, label }: { path: string; label: string }) {
  const origin = useClientValue(() => window.location.origin, '');
  const ready = useHydrated();
  const [status, setStatus] = useState('');
  const address = `${origin}${path}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      setStatus(L.copied);
    } catch {
      setStatus(L.copyFailed);
    }
  }

  useEffect(() => {
    if (status === '') return;
    const timer = setTimeout(() => setStatus(''), 4000);
    return () => clearTimeout(timer);
  }, [status]);

  return (
    <div className={own.copyRow}>
      <input
        className={own.address}
        readOnly
        value={address}
        aria-label={L.linkAddress(label)}
        onFocus={(e) => e.currentTarget.select()}
      />
      <button type="button" className={styles.secondary} disabled={!ready} onClick={() => void copy()}>
        {L.copy}
      </button>
      <span className={own.copied} role="status">
        {status}
      </span>
    </div>
  );
}

export function ShareLinksEditor({
  links,
  projects,
  languages,
  fresh,
}: {
  links: LinkRow[];
  projects: ProjectOption[];
  /** The published languages, when more than one: a link's pages are shown in the one chosen. */
  languages: LanguageOption[];
  /** A new link's starting values (its expiry: SHARE_LINKS.defaultExpiryDays from today). */
  fresh: LinkDraft;
}) {
  const [editing, setEditing] = useState<LinkDraft | null>(null);
  const { pending, run, dialog } = useUndoableAction();
  const ready = useHydrated();

  /** A link's Revoke or Delete: asked first, then done (one revision, offered for Undo). */
  const dangerButton = (
    link: LinkRow,
    verb: string,
    question: { title: string; text: string },
    action: (id: string) => Promise<ActionState>,
    done: string,
  ) => (
    <button
      type="button"
      className={styles.danger}
      disabled={!ready || pending}
      aria-label={`${verb} ${link.draft.label}`}
      onClick={() =>
        run(() => action(link.draft.id), done, {
          ask: { ...question, confirm: verb },
          then: () => editing?.id === link.draft.id && setEditing(null),
        })
      }
    >
      {verb}
    </button>
  );

  return (
    <div className={own.layout}>
      <ShareLinkForm
        key={editing?.id ?? 'new'}
        projects={projects}
        languages={languages}
        initial={editing ?? fresh}
        fresh={fresh}
        onDone={() => setEditing(null)}
      />
      <section aria-labelledby="share-links-list">
        <h2 id="share-links-list" className={styles.subtitle}>
          {L.list}
        </h2>
        {links.length === 0 ? (
          <EmptyState icon="link" title={L.emptyTitle} text={L.emptyText} />
        ) : (
          <ul className={own.links}>
            {links.map((link) => (
              <li key={link.draft.id} data-share-link={link.draft.id} data-state={link.state}>
                <h3 className={own.linkLabel}>{link.draft.label}</h3>
                <p className={own[link.state]}>{link.stateText}</p>
                {link.state === 'active' ? <CopyLink path={link.path} label={link.draft.label} /> : null}
                <ul className={own.stats} aria-label={`${L.insightsTitle}: ${link.draft.label}`}>
                  {link.stats.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                  {link.caseStudies.length > 0 ? (
                    <li>
                      {L.stats.caseStudies}:{' '}
                      {link.caseStudies.map((study) => `${study.title} (${study.count})`).join(', ')}
                    </li>
                  ) : null}
                </ul>
                <div className={styles.rowButtons}>
                  {link.state !== 'revoked' ? (
                    <>
                      <button
                        type="button"
                        className={styles.secondary}
                        onClick={() => setEditing(link.draft)}
                        aria-label={`${L.edit} ${link.draft.label}`}
                      >
                        {L.edit}
                      </button>
                      {dangerButton(
                        link,
                        L.revoke,
                        { title: L.revokeTitle, text: L.revokeQuestion(link.draft.label) },
                        revokeShareLinkAction,
                        L.revoked,
                      )}
                    </>
                  ) : null}
                  {dangerButton(
                    link,
                    L.delete,
                    { title: L.deleteTitle, text: L.deleteQuestion(link.draft.label) },
                    deleteShareLinkAction,
                    L.deleted,
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {dialog}
    </div>
  );
}
