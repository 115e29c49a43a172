import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminPage } from '@/components/admin/admin-page';
import { ListEditor } from '@/components/admin/list-editor';
import { SingletonForm } from '@/components/admin/singleton-form';
import { saveListItem, saveSingleton } from '@/lib/admin/content-actions';
import { previewNoteAction } from '@/lib/admin/note-preview-action';
import { updateLoginDetails } from '@/lib/admin/credentials-action';
import { toFormValues } from '@/lib/admin/form-values';
import { requireAdminPage } from '@/lib/admin/require-admin';
import { findSection } from '@/lib/admin/sections';
import { InvalidNotice } from '@/components/admin/invalid-notice';
import styles from '@/components/admin/admin.module.scss';
import { DraftBar } from '@/components/admin/draft-bar';
import { saveDraftAction } from '@/lib/admin/draft-actions';
import { draftFor } from '@/lib/admin/drafts-view';
import { HISTORY } from '@/lib/content/history-words';
import { DATE_FORMAT, LOGIN_HREF } from '@/lib/constants';
import { draftVersion } from '@/lib/content/drafts';
import { inspectContent } from '@/lib/content/get-data';
import { scheduledNotes } from '@/lib/content/notes';
import { contentVersion, itemVersions } from '@/lib/content/versions';
import { itemChangeTimes } from '@/lib/content/item-changes';
import { LIST_EDITOR } from '@/lib/admin/words';
import { getStore } from '@/lib/store';
import dayjs from 'dayjs';
import type { ListItem } from '@/components/admin/sortable-list';
import type { ListKey } from '@/lib/content/schemas';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const section = findSection((await params).slug);
  return { title: section ? `${section.title} | Admin` : 'Admin' };
}

export default async function UpdatePage({ params }: Props) {
  const session = await requireAdminPage();
  const section = findSection((await params).slug);
  if (!section) redirect(LOGIN_HREF);

  if (section.kind === 'credentials') {
    return (
      <AdminPage title={section.title}>
        <SingletonForm
          slug={section.slug}
          initial={toFormValues(section.fields, { username: session.username })}
          action={updateLoginDetails}
          clearOnSuccess={['currentPassword', 'newPassword', 'confirmPassword']}
        />
      </AdminPage>
    );
  }

  const [{ content, invalid, raw }, draft] = await Promise.all([inspectContent(), draftFor(section.key)]);
  const history = `${HISTORY.href}?section=${section.key}`;
  const issues = invalid[section.key];
  const saveDraft = saveDraftAction.bind(null, section.slug);
  const list = section.kind === 'list';
  const items: ListItem[] = list ? (content[section.key] ?? []) : [];
  const changed = list ? await changeNotes(section.key, items) : undefined;
  return (
    <AdminPage title={section.title} history={history}>
      {issues ? (
        <InvalidNotice
          issues={issues}
          what={
            list
              ? 'Some stored items of this list are invalid and are not shown below:'
              : 'Some stored fields of this section are invalid:'
          }
        />
      ) : null}
      {draft ? (
        <>
          <DraftBar slug={section.slug} title={section.title} savedAt={draft.savedAt} summary={draft.summary} />
          <p className={styles.muted}>
            {list
              ? "The list below is the published one; Preview shows the draft. Save draft adds the form's item to the draft."
              : 'The form shows the draft. Update publishes it as the form holds it.'}
          </p>
        </>
      ) : null}
      {list ? (
        <ListEditor
          slug={section.slug}
          items={items}
          action={saveListItem.bind(null, section.slug)}
          draftAction={saveDraft}
          hasDraft={draft !== null}
          versions={itemVersions(raw[section.key])}
          draftVersion={draftVersion(draft)}
          rowNotes={section.key === 'notes' ? scheduledNotes(content.notes ?? []) : undefined}
          changed={changed}
          previewMarkdown={section.fields.some((field) => field.kind === 'markdown') ? previewNoteAction : undefined}
        />
      ) : (
        <SingletonForm
          slug={section.slug}
          // An invalid section opens with its stored values, so the owner can correct them here; a
          // section with a draft opens on the draft, so editing goes on where it was left.
          initial={toFormValues(section.fields, draft ? draft.data : (content[section.key] ?? raw[section.key]))}
          action={saveSingleton.bind(null, section.slug)}
          draftAction={saveDraft}
          hasDraft={draft !== null}
          version={contentVersion(raw[section.key])}
          draftVersion={draftVersion(draft)}
        />
      )}
    </AdminPage>
  );
}

/** When each item of a list last changed, in words, by id. */
async function changeNotes(key: ListKey, items: readonly ListItem[]): Promise<Record<string, string>> {
  const changedAt = await itemChangeTimes(
    getStore(),
    key,
    items.map((item) => item._id),
  );
  return Object.fromEntries(
    Object.entries(changedAt).map(([id, at]) => [id, LIST_EDITOR.changed(dayjs(at).format(DATE_FORMAT.admin))]),
  );
}
