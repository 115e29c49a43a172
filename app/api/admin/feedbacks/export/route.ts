import { attachment } from '@/lib/admin/route-guard';
import { feedbacksCsvStream } from '@/lib/feedback/csv';
import { INBOX_PAGING } from '@/lib/feedback/inbox-words';
import { listFeedbacks } from '@/lib/admin/feedbacks';
import { getStore } from '@/lib/store';
import { ownerOnly } from '@/app/api/admin/route-helpers';

/** Every contact message kept (see the retention period), newest first, as a streamed CSV download. */
export const GET = ownerOnly(async () => {
  const body = feedbacksCsvStream(await listFeedbacks(getStore()), INBOX_PAGING.csvChunkRows);
  const day = new Date().toISOString().slice(0, 10);
  return attachment(body, 'text/csv; charset=utf-8', `messages-${day}.csv`);
});
