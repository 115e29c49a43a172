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

export const DEMO_USER = {
  home: {
    background: '/demo/background.webp',
    backgroundAlt: 'Deep navy to violet gradient with faint pink rings on the right',
    banner_img: '/demo/banner.webp',
    banner_imgAlt: 'Illustrated portrait of Nova Reyes, dark-haired, on a pink and violet circle',
    detail:
      'I design and build fast, accessible web products end to end: from a crisp interface to the API and data behind it.',
    quote: 'Simplicity is prerequisite for reliability.',
    taglines: ['Full-Stack Developer', 'TypeScript Enthusiast', 'Accessibility Advocate'],
  },
  about: {
    avatar: '/demo/avatar.webp',
    avatarAlt: 'Illustration of Nova Reyes in a pink top against a dark violet background',
    fullName: 'Nova Reyes',
    dob: '1996-04-18',
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
  skillsCubeImg: {
    image1: '/demo/cube-1.webp',
    image1Alt: 'TypeScript logo tile',
    image2: '/demo/cube-2.webp',
    image2Alt: 'React logo tile',
    image3: '/demo/cube-3.webp',
    image3Alt: 'Next.js logo tile',
    image4: '/demo/cube-4.webp',
    image4Alt: 'Node.js logo tile',
    image5: '/demo/cube-5.webp',
    image5Alt: 'PostgreSQL logo tile',
    image6: '/demo/cube-6.webp',
    image6Alt: 'Sass logo tile',
  },
  languagesKnown: list('languagesKnown', [{ name: 'English' }, { name: 'Portuguese' }, { name: 'Spanish' }]),
  skills: list('skills', [
    { name: 'TypeScript' },
    { name: 'React' },
    { name: 'Next.js' },
    { name: 'Node.js' },
    { name: 'PostgreSQL' },
    { name: 'Sass' },
    { name: 'Firebase' },
    { name: 'Docker' },
    { name: 'Testing' },
  ]),
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
      imageAlt: 'Screenshot of Tidewatch: a dark app window with a pink title bar and rows of data',
      title: 'Tidewatch',
      slug: 'tidewatch',
      role: 'Design and front-end',
      year: '2024',
      description:
        'A tide and weather dashboard for small harbours, readable at a glance on a phone in bright sun.\n\n' +
        'What went into it:\n\n' +
        '- **Offline first**: the last forecast stays readable without a connection\n' +
        '- Charts drawn with plain SVG, so they scale and stay accessible\n' +
        '- A colour scheme tested for contrast outdoors\n\n' +
        'The code is on [GitHub](https://github.com/novareyes-demo/tidewatch).',
      gallery: [
        { image: '/demo/project-1.webp', alt: 'Tidewatch main screen: a dark window with a pink title bar' },
        { image: '/demo/project-2.webp', alt: 'Tidewatch settings: a dark window with a blue title bar' },
        { image: '/demo/project-3.webp', alt: 'Tidewatch tide table: a dark window with a green title bar' },
      ],
      techstack: 'React, TypeScript, Sass',
      gitLink: 'https://github.com/novareyes-demo/tidewatch',
      demoLink: 'https://tidewatch.novareyes.example',
    },
    {
      image: '/demo/project-2.webp',
      imageAlt: 'Screenshot of Palette Lab: a dark app window with a blue title bar and rows of data',
      title: 'Palette Lab',
      slug: 'palette-lab',
      techstack: 'Next.js, CSS Modules',
      gitLink: 'https://github.com/novareyes-demo/palette-lab',
      demoLink: '',
    },
  ]),
  fullstackProjects: list('fullstackProjects', [
    {
      image: '/demo/project-3.webp',
      imageAlt: 'Screenshot of Shiftboard: a dark app window with a green title bar and rows of data',
      title: 'Shiftboard',
      slug: 'shiftboard',
      role: 'Full-stack developer',
      year: '2023',
      description: 'Shift planning for small teams: drag a shift, and everyone affected hears about it.',
      techstack: 'Next.js, Node.js, PostgreSQL',
      gitLink: 'https://github.com/novareyes-demo/shiftboard',
      demoLink: 'https://shiftboard.novareyes.example',
    },
    {
      image: '/demo/project-4.webp',
      imageAlt: 'Screenshot of Recipe Relay: a dark app window with a orange title bar and rows of data',
      title: 'Recipe Relay',
      slug: 'recipe-relay',
      techstack: 'React, Firebase',
      gitLink: '',
      demoLink: 'https://reciperelay.novareyes.example',
    },
  ]),
  backendProjects: list('backendProjects', [
    {
      image: '/demo/project-5.webp',
      imageAlt: 'Screenshot of Ledgerline API: a dark app window with a magenta title bar and rows of data',
      title: 'Ledgerline API',
      slug: 'ledgerline-api',
      techstack: 'Node.js, Fastify, PostgreSQL',
      gitLink: 'https://github.com/novareyes-demo/ledgerline',
      demoLink: '',
    },
    {
      image: '/demo/project-6.webp',
      imageAlt: 'Screenshot of Queue Keeper: a dark app window with a light pink title bar and rows of data',
      title: 'Queue Keeper',
      slug: 'queue-keeper',
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
