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
  // The demo owner has written no notes: the Notes link appears once the owner publishes one.
  [K in Exclude<ListKey, 'notes'>]: Record<string, Item<K> & { order: number }>;
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
