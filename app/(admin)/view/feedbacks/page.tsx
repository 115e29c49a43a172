import { AdminPage } from '@/components/admin/admin-page';
import { FeedbackList } from '@/components/admin/feedback-list';
import { filterFeedbacks } from '@/lib/admin/feedback-view';
import { listFeedbacks } from '@/lib/admin/feedbacks';
import { requireAdminPage } from '@/lib/admin/require-admin';
import { INBOX } from '@/lib/constants';
import { getStore } from '@/lib/store';

export const metadata = { title: 'Feedbacks | Admin' };

export default async function FeedbacksPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireAdminPage();
  const raw = (await searchParams)[INBOX.searchParam];
  const query = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 200) ?? '';
  const all = await listFeedbacks(getStore());
  return (
    <AdminPage title="Feedbacks">
      <FeedbackList feedbacks={filterFeedbacks(all, query)} query={query} total={all.length} />
    </AdminPage>
  );
}
