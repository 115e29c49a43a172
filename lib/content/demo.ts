import type { LIST_SCHEMAS, ListKey, SINGLETON_SCHEMAS, SingletonKey } from './schemas';
import type { z } from 'zod';

/**
 * The fictional demo owner seeded into an empty store. Every file it names ships in
 * public/demo; ids are fixed so that concurrent first starts seed identical data.
 *
 * Typed with the schemas' input types: a field with a schema default may be left out (every
 * read parses the stored content, which fills it in), a required one may not.
 */
type Item<K extends ListKey> = z.input<(typeof LIST_SCHEMAS)[K]>;
type Singleton<K extends SingletonKey> = z.input<(typeof SINGLETON_SCHEMAS)[K]>;
type DemoContent = { [K in SingletonKey]: Singleton<K> } & {
  [K in ListKey]: Record<string, Item<K> & { order: number }>;
};

function list<K extends ListKey>(key: K, items: Item<K>[]) {
  const out: Record<string, Item<K> & { order: number }> = {};
  items.forEach((item, index) => {
    out[`demo-${key}-${String(index + 1).padStart(2, '0')}`] = { ...item, order: index + 1 };
  });
  return out;
}

/** Items that are only a name (skills, languages). */
const named = (...names: string[]) => names.map((name) => ({ name }));

export const DEMO_USER = {
  home: {
    background: '/demo/background.webp',
    backgroundAlt: 'Deep navy to violet gradient with faint pink rings on the right',
    banner_img: '/demo/banner.webp',
    banner_imgAlt: 'Illustrated portrait of Nova Reyes, smiling, with a dark bob, round glasses and a green jumper',
    detail:
      'I design and build fast, accessible web products end to end: from a crisp interface to the API and data behind it.',
    quote: 'Simplicity is prerequisite for reliability.',
    taglines: ['Full-Stack Developer', 'TypeScript Enthusiast', 'Accessibility Advocate'],
    visitorCounterFrom: '0',
  },
  about: {
    avatar: '/demo/avatar.webp',
    avatarAlt: 'Illustration of Nova Reyes with a dark bob, round glasses and a green jumper on a lilac background',
    fullName: 'Nova Reyes',
    bio:
      'I’m a full-stack developer in Lisbon who cares about the unglamorous parts of shipping: the first screen on a slow connection, the form that keeps what you typed, the chart a screen reader can follow.\n\n' +
      'For six years I have built products end to end for small teams (harbour dashboards, rota planners, a ledger API), usually as the one who owns both the interface and the data behind it.\n\n' +
      'Outside work I maintain a small open-source queue monitor and teach an evening class on accessible front-end.',
    currently: 'Building offline-first tools for small harbours, and open to a senior full-stack role.',
    // Left out on purpose: a visitor does not need it (the row is shown only when set).
    dob: '',
    address: 'Lisbon, Portugal',
    email: 'hello@novareyes.example',
    phoneNumber: '+351 210 000 000',
    status: 'Open to full-time and contract work',
    freeLancing: 'Available',
    // '': the résumé generated from this content.
    cvfileLinkDark: '',
    cvfileLinkLight: '',
    cvweblink: 'https://novareyes.example/cv',
  },
  // Tile n is /demo/cube-n.webp, the logo of the nth technology.
  skillsCubeImg: Object.fromEntries(
    ['TypeScript', 'React', 'Next.js', 'Node.js', 'PostgreSQL', 'Sass'].flatMap((name, i) => [
      [`image${i + 1}`, `/demo/cube-${i + 1}.webp`],
      [`image${i + 1}Alt`, `${name} logo tile`],
    ]),
  ) as Singleton<'skillsCubeImg'>,
  languagesKnown: list('languagesKnown', named('English', 'Portuguese', 'Spanish')),
  siteLanguages: list('siteLanguages', [{ tag: 'en', visibility: 'Published' }]),
  skills: list(
    'skills',
    named('TypeScript', 'React', 'Next.js', 'Node.js', 'PostgreSQL', 'Sass', 'Firebase', 'Docker', 'Testing'),
  ),
  educationTimeline: list('educationTimeline', [
    {
      title: 'MSc Software Engineering, Atlantic Institute of Technology',
      description: 'Thesis on offline-first synchronisation for collaborative web apps.',
      startdate: '2018-09-01',
      enddate: '2020-07-15',
    },
    {
      title: 'BSc Computer Science, University of the Coast',
      description: 'Algorithms, databases and human-computer interaction; graduated with honours.',
      startdate: '2014-09-01',
      enddate: '2018-06-30',
    },
  ]),
  workTimeline: list('workTimeline', [
    {
      title: 'Senior Full-Stack Developer, Harbourlight Studio',
      description: 'Leading a team of four on a design-system driven SaaS; cut page weight by 60%.',
      startdate: '2022-03-01',
      enddate: '',
    },
    {
      title: 'Front-End Developer, Pinecone Labs',
      description: 'Built accessible dashboards in React and TypeScript for logistics clients.',
      startdate: '2020-09-01',
      enddate: '2022-02-28',
    },
  ]),
  frontendProjects: list('frontendProjects', [
    {
      image: '/demo/project-1.webp',
      imageAlt:
        'Screenshot of Tidewatch: the Cascais Marina dashboard with tide, wind and water cards over a 24-hour tide curve',
      title: 'Tidewatch',
      slug: 'tidewatch',
      summary: 'A harbour tide dashboard that opens in 0.9 s on 3G and stays readable offline.',
      role: 'Design and front-end',
      year: '2024',
      team: 'Two: me and a marine-data engineer',
      duration: '12 weeks',
      description:
        'A tide and weather dashboard for small harbours, readable at a glance on a phone in bright sun.\n\n' +
        'What went into it:\n\n' +
        '- **Offline first**: the last forecast stays readable without a connection\n' +
        '- Charts drawn with plain SVG, so they scale and stay accessible\n' +
        '- A colour scheme tested for contrast outdoors\n\n' +
        'The code is on [GitHub](https://github.com/novareyes-demo/tidewatch).',
      problem:
        'Staff at four small marinas checked the tides on three different websites, none of them readable on a phone ' +
        'in the sun or on the weak signal of the pontoons. Skippers phoned the office instead: up to 40 calls on a ' +
        'busy summer morning, most of them asking one thing, *when is high water?*',
      approach:
        'I spent two early shifts with the harbour staff, then designed one screen around the three numbers they ' +
        'looked for first: the tide now, the next high water and the wind.\n\n' +
        '- A service worker keeps three days of forecasts, so the app opens without a signal\n' +
        '- Charts are SVG rendered on the server: no chart library for the phone to download\n' +
        '- An outdoor mode with thicker lines and contrast above 10:1, tested on the pontoons at noon',
      outcome:
        '- **0.9 s** to a readable screen on slow 3G, down from 6.5 s on the old sites\n' +
        '- **70 % fewer** calls to the harbour office about tides over the first summer\n' +
        '- **1,800** people a week across four marinas; **38 %** of visits happen offline',
      gallery: [
        {
          image: '/demo/tidewatch-map.webp',
          alt: 'Tidewatch map: the coast west of Lisbon with four harbours and the conditions at Cascais Marina',
        },
        {
          image: '/demo/tidewatch-settings.webp',
          alt: 'Tidewatch settings: offline forecasts, an outdoor contrast mode and a wind alert at 20 knots',
        },
        {
          image: '/demo/tidewatch-tides.webp',
          alt: 'Tidewatch tide table: a week of high and low waters at Cascais, spring and neap tides marked',
        },
      ],
      techstack: 'React, TypeScript, Sass',
      gitLink: 'https://github.com/novareyes-demo/tidewatch',
      demoLink: 'https://tidewatch.novareyes.example',
    },
    {
      image: '/demo/project-2.webp',
      imageAlt:
        'Screenshot of Palette Lab: five brand colours with their contrast scores, sample buttons and a colour picker',
      title: 'Palette Lab',
      slug: 'palette-lab',
      summary: 'A palette tool that checks every colour pair against WCAG as you pick it.',
      role: 'Solo project',
      year: '2023',
      team: 'Solo',
      duration: '6 weeks, evenings',
      description: '',
      problem:
        'Designers at Harbourlight picked brand colours in one tool and checked their contrast in another, one pair ' +
        'at a time. Failing pairs were found in code review, weeks later, when changing them was expensive.',
      approach:
        'A single canvas where every swatch shows its contrast against every other as you drag the picker. A failing ' +
        'pair says what it can still be used for (large text, shapes) and suggests the nearest shade that passes AA. ' +
        'Palettes export as design tokens the front-end imports directly.',
      outcome:
        '- Contrast issues found in code review went from **11** per release to **1**\n' +
        '- Used by **3 product teams**; exports **140** tokens a month',
      techstack: 'Next.js, CSS Modules',
      gitLink: 'https://github.com/novareyes-demo/palette-lab',
      demoLink: '',
    },
  ]),
  fullstackProjects: list('fullstackProjects', [
    {
      image: '/demo/project-3.webp',
      imageAlt:
        'Screenshot of Shiftboard: a week of shifts for seven people, one shift dragged to Thursday and a notice that three people were told',
      title: 'Shiftboard',
      slug: 'shiftboard',
      summary: 'Weekly rotas for a 30-person restaurant group, planned in 20 minutes instead of 3 hours.',
      role: 'Full-stack developer',
      year: '2023',
      team: 'Three: two developers and a designer',
      duration: '5 months',
      description: 'Shift planning for small teams: drag a shift, and everyone affected hears about it.',
      problem:
        'Casa do Mar, three restaurants in Lisbon, planned shifts in a shared spreadsheet. Each Sunday a manager spent ' +
        'about three hours on it, and changes during the week reached people by text message, or not at all: ' +
        'two or three missed shifts a month.',
      approach:
        'A week grid where a shift is dragged like a card. Every change is checked on the server (rest hours, the ' +
        '40-hour week) before it is saved, and only the people it affects are notified.\n\n' +
        '- Next.js for the planner, a small Node.js service for rules and notifications\n' +
        '- PostgreSQL with one row per shift and an audit trail of every change\n' +
        '- Staff use a phone view to see their week and offer or swap shifts',
      outcome:
        '- Planning a week takes **20 minutes**, down from about 3 hours\n' +
        '- **No missed shifts** in the six months after launch\n' +
        '- **85 %** of swaps are settled between staff without a manager',
      gallery: [
        {
          image: '/demo/shiftboard-phone.webp',
          alt: 'Shiftboard on two phones: a cook’s shifts for the week, and a swap request from a colleague',
        },
      ],
      techstack: 'Next.js, Node.js, PostgreSQL',
      gitLink: 'https://github.com/novareyes-demo/shiftboard',
      demoLink: 'https://shiftboard.novareyes.example',
    },
    {
      image: '/demo/project-4.webp',
      imageAlt:
        'Screenshot of Recipe Relay on two phones: a lemon orzo recipe with its ingredients, and a shared shopping list',
      title: 'Recipe Relay',
      slug: 'recipe-relay',
      summary: 'Shared recipes and shopping lists that stay in sync across a household’s phones, even offline.',
      role: 'Front-end and Firebase',
      year: '2022',
      team: 'Solo',
      duration: '8 weeks',
      description: '',
      problem:
        'Households plan meals in one app, keep recipes in another and shop from a group chat. Items get bought ' +
        'twice, or not at all, and supermarkets are where the signal is worst.',
      approach:
        'One list per household, shared by link. Firebase keeps every phone in sync and works offline: an item ' +
        'ticked in the shop is ticked for everyone once the phone is back online. Adding a recipe adds its ' +
        'ingredients to the list, merged with what is already there.',
      outcome:
        '- **2,300** households in the first year, **61 %** still using it after three months\n' +
        '- Median time to sync a change between phones: **180 ms**',
      techstack: 'React, Firebase',
      gitLink: '',
      demoLink: 'https://reciperelay.novareyes.example',
    },
  ]),
  backendProjects: list('backendProjects', [
    {
      image: '/demo/project-5.webp',
      imageAlt:
        'Screenshot of the Ledgerline API console: a transfer request, its 201 response with balanced entries, and a latency chart',
      title: 'Ledgerline API',
      slug: 'ledgerline-api',
      summary: 'A double-entry ledger API that has settled €40 M of transfers without a balance error.',
      role: 'Back-end lead',
      year: '2025',
      team: 'Four engineers',
      duration: '9 months',
      description: '',
      problem:
        'A payments start-up kept balances as a single number per account, updated in place. Retries after a timeout ' +
        'sometimes moved money twice, and month-end reconciliation took an accountant four days.',
      approach:
        'Every transfer is written as balanced debit and credit entries in one PostgreSQL transaction; balances are ' +
        'derived, never edited. Requests carry an idempotency key, so a retry returns the first answer instead of ' +
        'moving money again. A nightly job matches every entry against the bank’s statement.',
      outcome:
        '- **€40 M** settled with **zero** balance errors\n' +
        '- p95 latency of **41 ms** at 300 requests a second\n' +
        '- Month-end close down from **4 days** to **3 hours**; **99.7 %** of entries matched automatically',
      gallery: [
        {
          image: '/demo/ledgerline-docs.webp',
          alt: 'Ledgerline docs: last night’s reconciliation, 99.7 % matched, and the four entries that need review',
        },
      ],
      techstack: 'Node.js, Fastify, PostgreSQL',
      gitLink: 'https://github.com/novareyes-demo/ledgerline',
      demoLink: '',
    },
    {
      image: '/demo/project-6.webp',
      imageAlt:
        'Screenshot of Queue Keeper: throughput, failed jobs and the slowest queue, workers by region and a table of five queues',
      title: 'Queue Keeper',
      slug: 'queue-keeper',
      summary: 'An open-source monitor for Redis job queues: finding a stuck webhook takes minutes, not an hour.',
      role: 'Author and maintainer',
      year: '2024',
      team: 'Solo, with 12 contributors since',
      duration: '3 months to 1.0',
      description: '',
      problem:
        'At Harbourlight, background jobs (e-mails, invoices, webhooks) failed quietly. Finding out why meant reading ' +
        'Redis keys by hand, and a stuck queue was usually reported by a customer.',
      approach:
        'A small service that reads the queues’ own Redis keys, with nothing to change in the workers. It shows ' +
        'throughput, the oldest waiting job and every failure with its stack trace, and alerts when a queue falls ' +
        'behind its usual pace rather than at a fixed threshold.',
      outcome:
        '- Time to find the cause of a failed job: from about an hour to **under 5 minutes**\n' +
        '- **1,100** stars on GitHub and used in production by **30+** teams',
      techstack: 'TypeScript, Redis',
      gitLink: 'https://github.com/novareyes-demo/queue-keeper',
      demoLink: '',
    },
  ]),
  notes: list('notes', [
    {
      title: 'Opening Tidewatch in under a second on 3G',
      slug: 'opening-tidewatch-in-under-a-second-on-3g',
      customSlug: '',
      summary:
        'How a harbour dashboard went from 6.5 s to 0.9 s on slow 3G, and why its service worker gives up on the network after 2.5 s.',
      body:
        'The pontoons at Cascais get one bar of signal on a good day. When I started on Tidewatch, the old tide pages ' +
        'took 6.5 s to show anything on slow 3G, and nothing at all without a connection. Skippers gave up and phoned ' +
        'the harbour office.\n\n' +
        'We agreed on one goal with the harbour staff: the tide now, the next high water and the wind, readable in ' +
        'under a second on 3G, and still readable with no signal.\n\n' +
        '## Send less\n\n' +
        'Most of the time went on things the phone downloaded before it could show three numbers.\n\n' +
        '- **No chart library.** The 24-hour tide curve is an SVG path drawn on the server; the phone only paints it.\n' +
        '- **The forecast in the HTML.** The first response already holds the numbers, with no request after load.\n' +
        '- **One font file**, subset to Latin, with the system font shown until it arrives.\n\n' +
        'The first screen went from 410 kB to 38 kB.\n\n' +
        '## Keep the last forecast\n\n' +
        'Tides can be predicted days ahead, so a forecast a few hours old is still useful. A service worker answers ' +
        'from the network when it can and falls back to the copy it kept, for up to three days:\n\n' +
        '```ts\n' +
        'declare const self: ServiceWorkerGlobalScope;\n' +
        '\n' +
        "const CACHE = 'forecast-v3';\n" +
        'const MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;\n' +
        '\n' +
        "self.addEventListener('fetch', (event) => {\n" +
        "  if (new URL(event.request.url).pathname !== '/api/forecast') return;\n" +
        '  event.respondWith(networkFirst(event.request));\n' +
        '});\n' +
        '\n' +
        'async function networkFirst(request: Request): Promise<Response> {\n' +
        '  const cache = await caches.open(CACHE);\n' +
        '  try {\n' +
        '    const fresh = await fetch(request, { signal: AbortSignal.timeout(2500) });\n' +
        '    if (fresh.ok) await cache.put(request, fresh.clone());\n' +
        '    return fresh;\n' +
        '  } catch {\n' +
        '    const kept = await cache.match(request);\n' +
        "    const age = Date.now() - Date.parse(kept?.headers.get('date') ?? '');\n" +
        '    if (kept && age < MAX_AGE_MS) return kept;\n' +
        "    return Response.json({ error: 'offline' }, { status: 503 });\n" +
        '  }\n' +
        '}\n' +
        '```\n\n' +
        'The timeout matters as much as the cache. On a weak signal a request rarely fails: it hangs. Without ' +
        'the 2.5 s limit the page kept waiting for the network and the saved forecast never showed.\n\n' +
        '## Say how old it is\n\n' +
        'A screen that looks live when it is not is worse than no screen. Every card shows when its forecast was ' +
        'saved, and the header turns amber once it is more than six hours old. The skippers told us that line is ' +
        'what made them trust the app: today 38 % of visits happen offline.\n\n' +
        '## What I would do again\n\n' +
        'Measure on the pontoon, not at the desk: the browser’s throttled profile was kinder than the real signal. ' +
        'And set the page-weight budget before the first commit; cutting 370 kB later took longer than not adding ' +
        'it would have.',
      tags: ['performance', 'offline', 'typescript'],
      cover: '/demo/tidewatch-settings.webp',
      coverAlt:
        'Tidewatch settings with offline forecasts switched on, and a badge in the sidebar: offline ready, forecast saved 06:10',
      publishedAt: '2026-02-12',
    },
    {
      title: 'Forms that keep what you typed',
      slug: 'forms-that-keep-what-you-typed',
      customSlug: '',
      summary:
        'Four rules from building Shiftboard’s swap requests, which people send from a phone between two orders, on the restaurant’s Wi-Fi.',
      body:
        'Shiftboard’s staff ask for and answer shift swaps on their phones, usually between two orders and often on ' +
        'a guest Wi-Fi that comes and goes. In the first test week four people told us the same story: they typed a ' +
        'reason for a swap, tapped Send, the signal dropped, and the form came back empty.\n\n' +
        'Losing what someone typed is the quickest way to lose their trust. These are the rules we now follow for ' +
        'every form.\n\n' +
        '## Never clear a form that did not send\n\n' +
        'The form is cleared only once the server says the request is saved. A failed send keeps every field as it ' +
        'was and says what happened, in words, next to the button: *Not sent: you seem to be offline. Your request ' +
        'is kept; send it again when you have signal.*\n\n' +
        '## Keep a draft as you type\n\n' +
        '- The text is saved in the browser (`sessionStorage`, one entry per form) a moment after each keystroke, ' +
        'and restored if the page reloads.\n' +
        '- A restored draft says so, so that nobody sends an old message by surprise.\n' +
        '- The draft is deleted as soon as the request is saved.\n\n' +
        '## Put the error next to the field\n\n' +
        'A list of errors at the top of the page is easy to miss on a small screen. Each message sits under its ' +
        'field and is tied to it with `aria-describedby`, and focus moves to the first field that needs attention, ' +
        'so a screen reader reads the label, the value and the problem together.\n\n' +
        '## Check on the server, answer in sentences\n\n' +
        'Rules such as rest hours are checked on the server, because that is where they have to hold. The answer ' +
        'comes back as a sentence the form can show, *Ana would have 9 hours of rest after a closing shift: 11 are ' +
        'needed*, never as a bare status code.\n\n' +
        'Since these changes, messages to the managers about requests that “disappeared” went from a few a week to ' +
        'none.',
      tags: ['accessibility', 'forms', 'ux'],
      cover: '/demo/shiftboard-phone.webp',
      coverAlt:
        'Shiftboard on two phones: a cook’s shifts for the week, and Bruno’s request to swap shifts with Decline and Accept buttons',
      publishedAt: '2026-03-18',
    },
  ]),
  socialLinks: list('socialLinks', [
    {
      name: 'GitHub',
      link: 'https://github.com/novareyes-demo',
      icon: '/demo/icon-github.png',
      iconAlt: 'GitHub logo',
      color: '#f5f5f5',
    },
    {
      name: 'LinkedIn',
      link: 'https://www.linkedin.com/in/novareyes-demo',
      icon: '/demo/icon-linkedin.png',
      iconAlt: 'LinkedIn logo',
      color: '#0a66c2',
    },
    {
      name: 'Email',
      link: 'mailto:hello@novareyes.example',
      icon: '/demo/icon-mail.png',
      iconAlt: 'Envelope',
      color: '#fea600',
    },
  ]),
} satisfies DemoContent;
