import { isPlaceholderDetail } from '@/lib/content/placeholders';
import type { UserContent } from '@/lib/content/schemas';

/** A schema.org record for search engines, as a JSON-LD script. */
export function jsonLd(data: object) {
  // "<" is escaped so content can never close the script element.
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** The sections the Person record is made from. */
type PersonContent = Pick<UserContent, 'about' | 'home' | 'socialLinks' | 'skills' | 'languagesKnown'>;

/** schema.org Person for search engines, from the owner's content. */
export function PersonJsonLd({ content, siteUrl }: { content: PersonContent; siteUrl: string }) {
  return jsonLd({
    '@type': 'Person',
    name: content.about.fullName,
    jobTitle: content.home.taglines[0],
    description: content.home.detail,
    ...(isPlaceholderDetail(content.about.email) ? {} : { email: `mailto:${content.about.email}` }),
    ...(isPlaceholderDetail(content.about.address) ? {} : { address: content.about.address }),
    url: siteUrl,
    image: new URL(content.about.avatar, siteUrl).toString(),
    sameAs: content.socialLinks.map((l) => l.link).filter((l) => /^https?:/.test(l)),
    knowsAbout: content.skills.map((s) => s.name),
    knowsLanguage: content.languagesKnown.map((l) => l.name),
  });
}
