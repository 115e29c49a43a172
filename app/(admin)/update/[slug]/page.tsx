import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminPage } from '@/components/admin/admin-page';
import { ListEditor } from '@/components/admin/list-editor';
import { SingletonForm } from '@/components/admin/singleton-form';
import { saveListItem, saveSingleton } from '@/lib/admin/content-actions';
import { updateLoginDetails } from '@/lib/admin/credentials-action';
import { toFormValues } from '@/lib/admin/form-values';
import { requireAdminPage } from '@/lib/admin/require-admin';
import { findSection } from '@/lib/admin/sections';
import { InvalidNotice } from '@/components/admin/invalid-notice';
import { HISTORY, LOGIN_HREF } from '@/lib/constants';
import { inspectContent } from '@/lib/content/get-data';

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

  const { content, invalid, raw } = await inspectContent();
  const history = `${HISTORY.href}?section=${section.key}`;
  const issues = invalid[section.key];
  if (section.kind === 'singleton') {
    // An invalid section opens with its stored values, so the owner can correct them here.
    const initial = toFormValues(section.fields, content[section.key] ?? raw[section.key]);
    return (
      <AdminPage title={section.title} history={history}>
        {issues ? <InvalidNotice issues={issues} what="Some stored fields of this section are invalid:" /> : null}
        <SingletonForm slug={section.slug} initial={initial} action={saveSingleton.bind(null, section.slug)} />
      </AdminPage>
    );
  }

  return (
    <AdminPage title={section.title} history={history}>
      {issues ? (
        <InvalidNotice issues={issues} what="Some stored items of this list are invalid and are not shown below:" />
      ) : null}
      <ListEditor slug={section.slug} items={content[section.key] ?? []} save={saveListItem.bind(null, section.slug)} />
    </AdminPage>
  );
}
