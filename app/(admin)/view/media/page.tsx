import dayjs from 'dayjs';
import { AdminPage } from '@/components/admin/admin-page';
import styles from '@/components/admin/admin.module.scss';
import { DeleteMediaButton } from '@/components/admin/delete-media-button';
import mediaStyles from '@/components/admin/media.module.scss';
import { requireAdminPage } from '@/lib/admin/require-admin';
import { ADMIN_EMPTY } from '@/lib/admin/words';
import { MEDIA_LIBRARY } from '@/lib/media/words';
import { EmptyState } from '@/components/admin/empty-state';
import { getMediaStore } from '@/lib/media';
import { formatSize } from '@/lib/media/format-size';
import { listLibrary, removeUnusedMediaOnceADay, whyKept, type LibraryItem } from '@/lib/media/library';
import { getStore } from '@/lib/store';

export const metadata = { title: `${MEDIA_LIBRARY.title} | Admin` };

function Usage({ item }: { item: LibraryItem }) {
  const { published, drafts, revisions } = item.usage;
  if (!item.used) return <dd>{MEDIA_LIBRARY.notUsed}</dd>;
  if (published.length === 0 && drafts.length === 0 && revisions > 0)
    return <dd>{MEDIA_LIBRARY.historyOnly(revisions)}</dd>;
  return (
    <dd>
      <ul>
        {published.map((place) => (
          <li key={`p-${place}`}>{place}</li>
        ))}
        {drafts.map((place) => (
          <li key={`d-${place}`}>
            {place} ({MEDIA_LIBRARY.draftIn})
          </li>
        ))}
      </ul>
    </dd>
  );
}

/** Every upload: its size, where it is used, its alt text; one nothing uses can be deleted. */
export default async function MediaLibraryPage() {
  await requireAdminPage();
  const store = getStore();
  const media = getMediaStore();
  await removeUnusedMediaOnceADay(store, media);
  const items = await listLibrary(store, media);
  return (
    <AdminPage title={MEDIA_LIBRARY.title}>
      <p className={styles.muted}>{MEDIA_LIBRARY.intro}</p>
      {items.length === 0 ? (
        <EmptyState icon="image" title={ADMIN_EMPTY.media.title} text={ADMIN_EMPTY.media.text} />
      ) : null}
      <ul className={mediaStyles.library} aria-label={MEDIA_LIBRARY.title}>
        {items.map((item, index) => {
          const name = `Upload ${index + 1}`;
          const image = item.contentType.startsWith('image/');
          return (
            <li key={item.id} className={mediaStyles.item} aria-label={name} data-media-id={item.id}>
              {image ? (
                // eslint-disable-next-line @next/next/no-img-element -- the stored upload itself, at thumbnail size
                <img
                  src={item.url}
                  alt={item.usage.alts[0] ?? ''}
                  className={mediaStyles.thumb}
                  loading="lazy"
                  width={96}
                  height={96}
                />
              ) : (
                <span className={mediaStyles.thumb} aria-hidden="true" />
              )}
              <div className={mediaStyles.details}>
                <a href={item.url} target="_blank" rel="noreferrer">
                  {item.url}
                </a>
                <dl>
                  <dt>Size</dt>
                  <dd>
                    {formatSize(item.size)} ({item.contentType})
                  </dd>
                  <dt>Uploaded</dt>
                  <dd>{item.createdAt > 0 ? dayjs(item.createdAt).format(MEDIA_LIBRARY.uploadedFormat) : '—'}</dd>
                  <dt>{MEDIA_LIBRARY.usedIn}</dt>
                  <Usage item={item} />
                  <dt>Alt text</dt>
                  <dd>{item.usage.alts.length > 0 ? item.usage.alts.join(' / ') : MEDIA_LIBRARY.noAlt}</dd>
                </dl>
                <DeleteMediaButton
                  id={item.id}
                  name={name}
                  blocked={whyKept(item.usage)}
                  revisions={item.usage.revisions}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </AdminPage>
  );
}
