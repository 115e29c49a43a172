import { PUBLIC_ROUTES } from '@/lib/constants';

type SectionRoute = Exclude<(typeof PUBLIC_ROUTES)[number]['href'], '/'>;

/**
 * The h1 of a route that is one section of the home page: the section's visible title stays an
 * h2 (as on the home page, under the owner's name), so its inner headings keep their levels.
 */
export function RouteHeading({ href }: { href: SectionRoute }) {
  return <h1 className="visually-hidden">{PUBLIC_ROUTES.find((route) => route.href === href)!.label}</h1>;
}
