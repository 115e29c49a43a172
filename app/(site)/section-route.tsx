import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PUBLIC_ROUTES } from '@/lib/constants';
import type { SectionKey, UserContent } from '@/lib/content/schemas';
import { getSections } from '@/lib/site-content/read';
import { routeMetadata, type SiteRoute } from '@/lib/seo';

/** What route `R`'s title and description read. */
type MetadataContent<R extends SiteRoute> = Parameters<typeof routeMetadata<R>>[1];

/**
 * A route that is one section of the home page: its metadata and its page read the sections
 * `keys` only (its cache fills read these), which must hold what the metadata reads; the page is
 * the section `show` draws, under the route's hidden h1.
 */
export function sectionRoute<R extends Exclude<SiteRoute, '/'>, K extends SectionKey>(
  href: R,
  keys: readonly K[] & (Pick<UserContent, K> extends MetadataContent<R> ? unknown : never),
  show: (content: Pick<UserContent, K>) => ReactNode,
) {
  const read = () => getSections<K>(keys) as Promise<Pick<UserContent, K> & MetadataContent<R>>;
  return {
    generateMetadata: async (): Promise<Metadata> => routeMetadata(href, await read()),
    Page: async function Page() {
      const content = await read();
      return (
        <>
          {/* The section's visible title stays an h2 (as on the home page, under the owner's name), so its
              inner headings keep their levels. */}
          <h1 className="visually-hidden">{PUBLIC_ROUTES.find((route) => route.href === href)!.label}</h1>
          {show(content)}
        </>
      );
    },
  };
}
