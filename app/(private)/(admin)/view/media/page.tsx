import dayjs from 'dayjs';
import { AdminPage } from '@/components/admin/admin-page';
import styles from '@/components/admin/admin.module.scss';
import { DeleteButton } from '@/components/admin/delete-button';
import { MediaUpload } from '@/components/admin/media-upload';
import { ReplaceMediaButton } from '@/components/admin/replace-media-button';
import mediaStyles from '@/components/admin/media.module.scss';
import { requireAdminPage } from '@/lib/admin/require-admin';
import { ADMIN_EMPTY } from '@/lib/admin/words';
import { MEDIA_LIBRARY } from '@/lib/media/words';
import { EmptyState } from '@/components/admin/empty-state';
import { getMediaStore } from '@/lib/media';
import { formatSize } from '@/lib/media/format-size';
import {
  LIBRARY_SHOWS,
  filterLibrary,
  listLibrary,
  readLibraryQuery,
  removeUnusedMediaOnceADay,
  whyKept,
  type LibraryItem,
  type LibraryQuery,
} from '@/lib/media/library';
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
          <li key={`d-${place}`}>{MEDIA_LIBRARY.inDraftPlace(place)}</li>
        ))}
      </ul>
    </dd>
  );
}

/** A GET form: the page's address carries the search, so it can be bookmarked and works without script. */
function SearchForm({ query }: { query: LibraryQuery }) {
  return (
    <form role="search" method="get" action={MEDIA_LIBRARY.href} className={mediaStyles.search}>
      <div className={mediaStyles.searchField}>
        <label htmlFor="media-q">{MEDIA_LIBRARY.searchLabel}</label>
        <input
          id="media-q"
          name="q"
          type="search"
          defaultValue={query.q}
          maxLength={MEDIA_LIBRARY.maxQuery}
          aria-describedby="media-q-hint"
        />
        <small id="media-q-hint" className={styles.muted}>
          {MEDIA_LIBRARY.searchHint}
        </small>
      </div>
      <div className={mediaStyles.searchField}>
        <label htmlFor="media-show">{MEDIA_LIBRARY.showLabel}</label>
        <select id="media-show" name="show" defaultValue={query.show}>
          {LIBRARY_SHOWS.map((show) => (
            <option key={show} value={show}>
              {MEDIA_LIBRARY.shows[show]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={styles.secondary}>
        {MEDIA_LIBRARY.searchButton}
      </button>
    </form>
  );
}

/** Every upload: its size, where it is used, its alt text; each can be replaced, and one nothing uses deleted. */
export default async function MediaLibraryPage({ searchParams }: PageProps<'/view/media'>) {
  await requireAdminPage();
  const query = readLibraryQuery(await searchParams);
  const store = getStore();
  const media = getMediaStore();
  await removeUnusedMediaOnceADay(store, media);
  const all = await listLibrary(store, media);
  // Named by the file's own name, else by its place in the whole list (so a search keeps the number).
  const named = all.map((item, index) => ({ ...item, name: item.name ?? MEDIA_LIBRARY.fallbackName(index + 1) }));
  const items = filterLibrary(named, query);
  const searching = query.q !== '' || query.show !== 'all';
  const unused = all.filter((item) => !item.used).length;
  return (
    <AdminPage title={MEDIA_LIBRARY.title}>
      <p className={styles.muted}>{MEDIA_LIBRARY.intro}</p>
      <MediaUpload />
      {all.length === 0 ? (
        <EmptyState icon="image" title={ADMIN_EMPTY.media.title} text={ADMIN_EMPTY.media.text} />
      ) : (
        <>
          <SearchForm query={query} />
          {query.cut ? (
            <p role="status" className={styles.muted}>
              {MEDIA_LIBRARY.queryCut(MEDIA_LIBRARY.maxQuery)}
            </p>
          ) : null}
          <div className={mediaStyles.countRow}>
            <p className={styles.muted} data-media-count="">
              {MEDIA_LIBRARY.counted(items.length, all.length)}
            </p>
            {unused > 0 ? (
              <DeleteButton
                endpoint={`${MEDIA_LIBRARY.endpoint}/unused`}
                label={MEDIA_LIBRARY.deleteUnusedLabel(unused)}
                title={MEDIA_LIBRARY.deleteUnusedTitle}
                text={MEDIA_LIBRARY.confirmDeleteUnused(unused)}
              />
            ) : null}
          </div>
          {items.length === 0 ? (
            <>
              <EmptyState icon="image" title={MEDIA_LIBRARY.noMatch} text={MEDIA_LIBRARY.noMatchText} />
              {searching ? <a href={MEDIA_LIBRARY.href}>{MEDIA_LIBRARY.clearSearch}</a> : null}
            </>
          ) : null}
        </>
      )}
      <ul className={mediaStyles.library} aria-label={MEDIA_LIBRARY.title}>
        {items.map((item) => {
          const { name } = item;
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
                <p className={mediaStyles.name}>{name}</p>
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
                <div className={mediaStyles.actions}>
                  <ReplaceMediaButton
                    id={item.id}
                    name={name}
                    pdf={item.contentType === 'application/pdf'}
                    places={[...item.usage.published, ...item.usage.drafts.map(MEDIA_LIBRARY.inDraftPlace)]}
                  />
                  <div>
                    <DeleteButton
                      // A new reason (a Replace made it deletable) starts it afresh, without the old refusal.
                      key={whyKept(item.usage) ?? ''}
                      endpoint={`${MEDIA_LIBRARY.endpoint}/${encodeURIComponent(item.id)}`}
                      label={MEDIA_LIBRARY.deleteLabel}
                      accessibleName={`${MEDIA_LIBRARY.deleteLabel} ${name}`}
                      title={MEDIA_LIBRARY.confirmTitle}
                      text={MEDIA_LIBRARY.confirmDelete(name, item.usage.revisions)}
                      blocked={whyKept(item.usage)}
                    />
                  </div>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </AdminPage>
  );
}
