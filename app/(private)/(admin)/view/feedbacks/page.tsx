import { AdminPage } from '@/components/admin/admin-page';
import { FeedbackList } from '@/components/admin/feedback-list';
import { pageOfFeedbacks } from '@/lib/admin/feedback-view';
import { listFeedbacks } from '@/lib/admin/feedbacks';
import { requireAdminPage } from '@/lib/admin/require-admin';
import { INBOX, INBOX_PAGING } from '@/lib/feedback/inbox-words';
import { env } from '@/lib/env';
import { pruneFeedbacksOnceADay } from '@/lib/feedback/retention';
import { getStore } from '@/lib/store';

export const metadata = { title: 'Inbox | Admin' };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function FeedbacksPage({ searchParams }: PageProps<'/view/feedbacks'>) {
  await requireAdminPage();
  const params = await searchParams;
  const query = first(params[INBOX.searchParam])?.trim().slice(0, 200) ?? '';
  const store = getStore();
  const retentionDays = env().feedbackRetentionDays;
  await pruneFeedbacksOnceADay(store, retentionDays);
  const all = await listFeedbacks(store);
  const page = pageOfFeedbacks(all, query, first(params[INBOX_PAGING.pageParam]), INBOX_PAGING.pageSize);
  return (
    <AdminPage title="Inbox">
      <FeedbackList inbox={page} query={query} total={all.length} retentionDays={retentionDays} />
    </AdminPage>
  );
}
