import dayjs from 'dayjs';
import { AdminLink } from '@/components/admin/admin-link';
import { AdminPage } from '@/components/admin/admin-page';
import styles from '@/components/admin/admin.module.scss';
import { RevisionActions } from '@/components/admin/revision-actions';
import { RevisionDiff } from '@/components/admin/revision-diff';
import { describeChange, summarizeChange, titleOf } from '@/lib/admin/history-diff';
import { requireAdminPage } from '@/lib/admin/require-admin';
import { ADMIN_EMPTY, PHONE_ADMIN } from '@/lib/admin/words';
import { HISTORY } from '@/lib/content/history-words';
import { FRESH_START } from '@/lib/content/fresh-start-words';
import { JSON_RESUME } from '@/lib/json-resume/words';
import { MEDIA_LIBRARY } from '@/lib/media/words';
import { EmptyState } from '@/components/admin/empty-state';
import {
  getRevision,
  listRevisions,
  HISTORY_KEYS,
  type ChangeKind,
  type HistoryKey,
  type RevisionSummary,
  type SectionChange,
} from '@/lib/content/history';
import { USER_PATH_KEY } from '@/lib/store/paths';
import { getStore } from '@/lib/store';
import type { Store } from '@/lib/store/types';

export const metadata = { title: 'History | Admin' };

/** Revisions shown per page; older ones are a click away. */
const PAGE_SIZE = 50;

const KIND_LABELS: Record<ChangeKind, string> = {
  add: 'Item added',
  update: 'Item updated',
  delete: 'Item deleted',
  move: 'Item moved',
  reorder: 'List reordered',
  save: 'Saved',
  import: 'Backup imported',
  'resume-import': JSON_RESUME.historyKind,
  'fresh-start': FRESH_START.historyKind,
  undo: 'Undo',
  restore: 'Restore',
  repair: 'Repaired',
  upgrade: 'Upgraded to a new release',
  baseline: 'History begins',
  draft: 'Draft saved',
  publish: 'Draft published',
  discard: 'Draft discarded',
  'media-replace': MEDIA_LIBRARY.historyKind,
};

const draftData = (value: unknown) =>
  value !== null && typeof value === 'object' && 'data' in value ? value.data : null;

/**
 * The published `key` as it stood when revision `id` was recorded: what the next revision that
 * changed it found there, or the section as it is now when none has since.
 */
async function publishedAt(store: Store, all: readonly RevisionSummary[], id: number, key: HistoryKey) {
  const next = all.filter((entry) => entry.id > id && entry.sections.includes(key)).at(-1);
  if (!next) return store.get(`${USER_PATH_KEY}/${key}`);
  return (await getRevision(store, next.id))?.changes[key]?.before ?? null;
}

/** What a revision did to a section's unpublished draft, and what the draft then held against the published section. */
function DraftChange({
  section,
  change,
  published,
}: {
  section: HistoryKey;
  change: SectionChange;
  published: unknown;
}) {
  const before = draftData(change.before);
  const after = draftData(change.after);
  if (before !== null && after === null) return <p className={styles.muted}>Draft removed.</p>;
  return (
    <>
      {after === null ? null : (
        <p className={styles.changeSummary}>
          {PHONE_ADMIN.summary.draftPrefix}
          {summarizeChange(section, published, after)}
        </p>
      )}
      <p className={styles.muted}>
        {before === null ? 'Draft started (unpublished).' : 'Draft changed (unpublished):'}
      </p>
      {before === null ? null : <RevisionDiff lines={describeChange(section, before, after)} />}
    </>
  );
}

export default async function HistoryPage({ searchParams }: PageProps<'/view/history'>) {
  await requireAdminPage();
  const params = await searchParams;
  const section = HISTORY_KEYS.find((key) => key === params.section);
  const page = Math.max(1, Math.floor(Number(params.page)) || 1);
  const store = getStore();
  const all = await listRevisions(store, section);
  const shown = all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const revisions = (await Promise.all(shown.map((entry) => getRevision(store, entry.id)))).filter((r) => r !== null);
  // What each draft was measured against: the published section when its revision was recorded.
  const draftBases = new Map(
    await Promise.all(
      revisions.flatMap((revision) =>
        revision.drafts.map(
          async (key) => [`${revision.id}/${key}`, await publishedAt(store, all, revision.id, key)] as const,
        ),
      ),
    ),
  );
  const href = (query: { section?: HistoryKey; page?: number }) => {
    const search = new URLSearchParams();
    if (query.section) search.set('section', query.section);
    if (query.page && query.page > 1) search.set('page', String(query.page));
    const text = search.toString();
    return text ? `${HISTORY.href}?${text}` : HISTORY.href;
  };

  return (
    <AdminPage title="History">
      <p className={styles.muted}>
        Every change to the site, newest first (the last {HISTORY.limit} are kept). Restore brings a section back to how
        a revision left it; Undo takes that one change back. Both are recorded here too.
      </p>
      <nav aria-label="Filter by section">
        <ul className={styles.filters}>
          {[undefined, ...HISTORY_KEYS].map((key) => (
            <li key={key ?? ''}>
              <AdminLink href={href({ section: key })} aria-current={section === key ? 'page' : undefined}>
                {key ? titleOf(key) : 'All sections'}
              </AdminLink>
            </li>
          ))}
        </ul>
      </nav>
      {revisions.length === 0 ? (
        <EmptyState
          icon="history"
          title={ADMIN_EMPTY.history.title(section ? titleOf(section) : undefined)}
          text={ADMIN_EMPTY.history.text}
        />
      ) : (
        <ol className={styles.revisions} aria-label="Revisions">
          {revisions.map((revision) => {
            const what = `${revision.label ?? KIND_LABELS[revision.kind] ?? revision.kind}${revision.of ? ` of revision ${revision.of}` : ''}`;
            const sections = [...new Set([...revision.sections, ...revision.drafts])].filter(
              (key) => !section || key === section,
            );
            return (
              <li key={revision.id} data-revision={revision.id}>
                <h2>
                  #{revision.id} · {what} · {sections.map(titleOf).join(', ')}
                </h2>
                <time className={styles.muted} dateTime={new Date(revision.at).toISOString()}>
                  {dayjs(revision.at).format('DD/MM/YYYY HH:mm:ss')}
                </time>
                {revision.kind === 'baseline' ? (
                  <p className={styles.muted}>
                    The content as it stood when history began. Restore brings{' '}
                    {section ? 'this section' : 'these sections'} back to it.
                  </p>
                ) : null}
                {(revision.kind === 'baseline' ? [] : sections).map((key) => (
                  <section key={key} aria-label={`${titleOf(key)}, revision ${revision.id}`}>
                    {sections.length > 1 ? <h3 className={styles.subtitle}>{titleOf(key)}</h3> : null}
                    {revision.changes[key] ? (
                      <>
                        <p className={styles.changeSummary}>
                          {summarizeChange(key, revision.changes[key].before, revision.changes[key].after)}
                        </p>
                        <RevisionDiff
                          lines={describeChange(key, revision.changes[key].before, revision.changes[key].after)}
                        />
                      </>
                    ) : null}
                    {revision.draftChanges[key] ? (
                      <DraftChange
                        section={key}
                        change={revision.draftChanges[key]}
                        published={draftBases.get(`${revision.id}/${key}`)}
                      />
                    ) : null}
                  </section>
                ))}
                <RevisionActions
                  id={revision.id}
                  label={`#${revision.id}`}
                  undoable={revision.kind !== 'baseline'}
                  sections={sections}
                />
              </li>
            );
          })}
        </ol>
      )}
      <nav aria-label="Older and newer revisions" className={styles.actions}>
        {page > 1 ? (
          <AdminLink className={styles.secondary} href={href({ section, page: page - 1 })}>
            Newer
          </AdminLink>
        ) : null}
        {all.length > page * PAGE_SIZE ? (
          <AdminLink className={styles.secondary} href={href({ section, page: page + 1 })}>
            Older
          </AdminLink>
        ) : null}
      </nav>
    </AdminPage>
  );
}
