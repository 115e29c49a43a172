import { AdminPage } from '@/components/admin/admin-page';
import { FeedbackList } from '@/components/admin/feedback-list';
import { listFeedbacks } from '@/lib/admin/feedbacks';
import { requireAdminPage } from '@/lib/admin/require-admin';
import { getStore } from '@/lib/store';

export const metadata = { title: 'Feedbacks | Admin' };

export default async function FeedbacksPage() {
  await requireAdminPage();
  return (
    <AdminPage title="Feedbacks">
      <FeedbackList feedbacks={await listFeedbacks(getStore())} />
    </AdminPage>
  );
}
