import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { SectionKey, UserContent } from '@/lib/content/schemas';
import { pageContent, type PageWords } from '@/lib/languages/read';
import { routeLabel } from '@/lib/languages/words';
import { routeMetadata, type SiteRoute } from '@/lib/seo';

/** What route `R`'s title and description read. */
type MetadataContent<R extends SiteRoute> = Parameters<typeof routeMetadata<R>>[1];

/**
 * A route that is one section of the home page: its metadata and its page read the sections
 * `keys` only (its cache fills read these), which must hold what the metadata reads; the page is
 * the section `show` draws in the page's language, under the route's hidden h1.
 */
export function sectionRoute<R extends Exclude<SiteRoute, '/'>, K extends SectionKey>(
  href: R,
  keys: readonly K[] & (Pick<UserContent, K> extends MetadataContent<R> ? unknown : never),
  show: (content: Pick<UserContent, K>, page: PageWords) => ReactNode,
) {
  const read = () => pageContent<K>(keys) as Promise<[Pick<UserContent, K> & MetadataContent<R>, PageWords]>;
  return {
    generateMetadata: async (): Promise<Metadata> => {
      const [content, page] = await read();
      return routeMetadata(href, content, page);
    },
    Page: async function Page() {
      const [content, page] = await read();
      return (
        <>
          {/* The section's visible title stays an h2 (as on the home page, under the owner's name), so its
              inner headings keep their levels. */}
          <h1 className="visually-hidden">{routeLabel(page.words, href)}</h1>
          {show(content, page)}
        </>
      );
    },
  };
}
