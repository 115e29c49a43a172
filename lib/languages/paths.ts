/*
 * Addresses in a language (no server code: the language switcher uses these in the browser). The
 * default language's pages have no prefix; every other published language's are under theirs (`/de`).
 */

/** A site address (`/`, `/projects`, `/?redirect=false`) in the language whose prefix is `prefix`. */
export function localHref(prefix: string, href: string): string {
  if (prefix === '' || !href.startsWith('/')) return href;
  // Home is the prefix itself (`/de`, not `/de/`), with its query or fragment if any.
  if (href === '/' || href.startsWith('/?') || href.startsWith('/#')) return `${prefix}${href.slice(1)}`;
  return `${prefix}${href}`;
}

/** The path of a page in the language of prefix `from`, in the language of prefix `to`. */
export function swapPrefix(pathname: string, from: string, to: string): string {
  const inFrom = from === '' || pathname === from || pathname.startsWith(`${from}/`);
  const rest = (inFrom ? pathname.slice(from.length) : pathname) || '/';
  return localHref(to, rest);
}
