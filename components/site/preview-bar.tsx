import { ADMIN_HREF } from '@/lib/constants';
import { DRAFTS } from '@/lib/content/drafts-words';
import { previewState } from '@/lib/site-content/read';
import { ExitPreviewLink } from './exit-preview-link';
import styles from './preview-bar.module.scss';

/**
 * Shown only in preview (draft mode, for the signed-in owner): says that drafts are applied and
 * offers a way out. Never part of a pre-rendered page, since builds and revalidations are not in
 * draft mode.
 */
export async function PreviewBar() {
  const state = await previewState();
  if (state === 'off') return null;
  return (
    <aside className={styles.bar} aria-label="Preview" data-preview-bar="">
      <p>{state === 'owner' ? DRAFTS.messages.previewBar : DRAFTS.messages.previewSignedOut}</p>
      {/* A new document, as every way into the admin area (see TopBar's login link). */}
      <a href={ADMIN_HREF}>Back to admin</a>
      <ExitPreviewLink href={DRAFTS.exitPreviewHref} label={DRAFTS.labels.exitPreview} bar="[data-preview-bar]" />
    </aside>
  );
}
