import { cacheLife } from 'next/cache';
import type { ReactNode } from 'react';
import { BottomMenu } from '@/components/site/bottom-menu';
import { Footer } from '@/components/site/footer';
import { InsightsBeacon } from '@/components/site/insights-beacon';
import { PreviewBar } from '@/components/site/preview-bar';
import { ScrollTopEyes } from '@/components/site/scroll-top-eyes';
import { TitleBlink } from '@/components/site/title-blink';
import { LanguageSuggestion } from '@/components/site/language-suggestion';
import { TopBar } from '@/components/site/top-bar';
import { VisitorCounter } from '@/components/site/visitor-counter';
import { RevealOnView } from '@/components/sections/reveal';
import { LOGIN_HREF, LOGO_HREF, PUBLIC_ROUTES, SCROLL, TITLE_BLINK } from '@/lib/constants';
import { NOTES } from '@/lib/content/notes-words';
import { directionOf } from '@/lib/languages/model';
import { localHref } from '@/lib/languages/paths';
import { pageContent, wordsOf } from '@/lib/languages/read';
import { languageChoices, routeLabel } from '@/lib/languages/words';

// Entrance animations wait for JavaScript; without it everything is simply shown. The theme
// toggle needs JavaScript too: without it the system's theme applies and the toggle is hidden
// (its space kept).
const NO_SCRIPT_CSS =
  '[data-reveal],[data-reveal] *{opacity:1!important;transform:none!important}[data-theme-toggle]{visibility:hidden}';

/** The year the page was rendered: the footer's until the visitor's script gives today's. */
async function renderYear(): Promise<number> {
  'use cache';
  cacheLife('max');
  return new Date().getFullYear();
}

/**
 * The public site around a page: top bar, footer, menus and the widgets of every page (both root
 * layouts of the site), in the page's language, its links under the language's prefix.
 */
export async function SiteFrame({ children }: { children: ReactNode }) {
  const [{ about, socialLinks, notes }, { tag, prefix, languages }] = await pageContent([
    'about',
    'socialLinks',
    'notes',
  ]);
  const words = await wordsOf(tag);
  // The notes are linked (top bar, footer, and their feed in the head) once one is published.
  const notesLink = notes.length > 0 ? { href: localHref(prefix, NOTES.href), label: words('nav.notes') } : undefined;
  const routes = PUBLIC_ROUTES.map((route) => ({
    ...route,
    href: localHref(prefix, route.href),
    label: routeLabel(words, route.href),
  }));
  // The language switcher, once a second language is published.
  const choices = languageChoices(languages);
  const here = choices.find((choice) => choice.prefix === prefix);
  const switcher =
    choices.length > 1
      ? {
          languages: choices,
          current: prefix,
          label: words('languages.label'),
          summary: words('languages.current', { language: here?.name ?? tag }),
        }
      : undefined;
  return (
    <>
      {notesLink ? (
        // React places it in the document's head: feed readers find the notes' feed from any page.
        <link
          rel="alternate"
          type="application/rss+xml"
          title={words('notes.feedTitle', { name: about.fullName })}
          href={localHref(prefix, NOTES.feedHref)}
        />
      ) : null}
      <noscript>
        <style>{NO_SCRIPT_CSS}</style>
      </noscript>
      <a href="#main" className="skip-link">
        {words('a11y.skipToContent')}
      </a>
      <PreviewBar />
      <TitleBlink
        texts={[words('titleBlink.away'), words('titleBlink.comeBack')]}
        intervalMs={TITLE_BLINK.intervalMs}
      />
      <TopBar
        ownerName={about.fullName}
        logoHref={localHref(prefix, LOGO_HREF)}
        loginHref={LOGIN_HREF}
        scrolledPx={SCROLL.navbarScrolledPx}
        notes={notesLink}
        words={{
          adminLogin: words('nav.adminLogin'),
          readingProgress: words('a11y.readingProgress'),
          theme: {
            groupLabel: words('theme.groupLabel'),
            light: words('theme.light'),
            dark: words('theme.dark'),
            system: words('theme.system'),
          },
        }}
        languages={switcher}
      />
      {choices.length > 1 ? (
        <LanguageSuggestion
          current={{ tag, prefix }}
          others={await Promise.all(
            choices
              .filter((choice) => choice.prefix !== prefix)
              .map(async (choice) => {
                const theirs = await wordsOf(choice.tag);
                return {
                  tag: choice.tag,
                  prefix: choice.prefix,
                  dir: directionOf(choice.tag),
                  text: theirs('languages.suggest', { language: choice.name }),
                  dismiss: theirs('languages.dismissSuggestion'),
                };
              }),
          )}
        />
      ) : null}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer
        ownerName={about.fullName}
        socialLinks={socialLinks}
        year={await renderYear()}
        notes={notesLink}
        words={words}
      />
      <ScrollTopEyes
        visiblePx={SCROLL.scrollTopVisiblePx}
        pupilMaxPx={SCROLL.pupilMaxPx}
        label={words('a11y.scrollToTop')}
      />
      <BottomMenu
        routes={routes}
        words={{ label: words('nav.mainLabel'), expand: words('nav.expandMenu'), collapse: words('nav.collapseMenu') }}
      />
      <VisitorCounter
        words={{
          region: words('counter.regionLabel'),
          toggle: words('counter.toggleLabel'),
          unique: words('counter.unique'),
          yours: words('counter.yours'),
          total: words('counter.total'),
        }}
      />
      <InsightsBeacon />
      <RevealOnView />
    </>
  );
}
