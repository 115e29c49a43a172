import {
  CAP_MS,
  flightAddress,
  HYDRATED,
  LINK_FALLBACK_MS,
  hydrateAfterPaint,
  LEAD_GRACE_MS,
  LOADER_ID,
  startedScripts,
} from '@/lib/http/hydrate-after-paint.mjs';

/** A page as Next.js 16 writes it: chunk scripts in <head>, its entry preloaded, the entry script in <body>. */
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" fetchPriority="high" href="/_next/image?url=%2Fa.webp&amp;w=640&amp;q=75"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/entry-1.js"/>',
  '<script src="/_next/static/chunks/react-dom.js" async=""></script>',
  '<script src="/_next/static/chunks/router_2.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-abc.js" async=""></script>',
  '<script>document.documentElement.dataset.theme="dark"</script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><main><h1>Hello</h1><img fetchpriority="high" src="/a.webp" alt=""/></main>',
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>',
  '<script src="/_next/static/chunks/entry-1.js" async=""></script>',
  '<script src="/_next/static/chunks/router_2.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"0:{}\\n"])</script>',
  '</body></html>',
].join('');

const CHUNKS = [
  '/_next/static/chunks/react-dom.js',
  '/_next/static/chunks/router_2.js',
  '/_next/static/chunks/turbopack-abc.js',
  '/_next/static/chunks/entry-1.js',
];

describe('hydrateAfterPaint', () => {
  const changed = hydrateAfterPaint(PAGE);

  it('takes every chunk script tag and the preload of a chunk out of the page', () => {
    expect(changed).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
    expect(changed).not.toContain('rel="preload" as="script"');
    // What is not a chunk script stays as it was: the legacy-browser polyfills, inline scripts, the image preload.
    expect(changed).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(changed).toContain('<script id="_R_">');
    expect(changed).toContain('self.__next_f.push([1,"0:{}\\n"])');
    expect(changed).toContain('<link rel="preload" as="image" fetchPriority="high"');
    expect(changed.replace(/<script id="__hydrate_after_paint">.*?<\/script>/s, '')).toBe(
      PAGE.replace(/<script src="\/_next\/static\/chunks\/[^"]+" async=""><\/script>/g, '').replace(
        '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/entry-1.js"/>',
        '',
      ),
    );
  });

  it('starts the same scripts, each once and in the page order, from one loader at the end of <body>', () => {
    expect(startedScripts(PAGE)).toEqual(CHUNKS);
    expect(startedScripts(changed)).toEqual(CHUNKS);
    expect(changed.match(new RegExp(`id="${LOADER_ID}"`, 'g'))).toHaveLength(1);
    expect(changed.indexOf(LOADER_ID)).toBeGreaterThan(changed.indexOf('self.__next_f.push([1'));
    expect(changed.endsWith('</script></body></html>')).toBe(true);
  });

  it('changes a page once, and leaves pages without chunk scripts and non-strings alone', () => {
    expect(hydrateAfterPaint(changed)).toBe(changed);
    const plain = '<!DOCTYPE html><html><head></head><body><p>No scripts</p></body></html>';
    expect(hydrateAfterPaint(plain)).toBe(plain);
    // A chunk tag written differently (another attribute) is no tag this knows: the page stays as it is.
    const other = PAGE.replace(/ async=""/g, ' async="" nonce="n"');
    expect(hydrateAfterPaint(other)).toBe(other);
    const buffer = Buffer.from(PAGE);
    expect(hydrateAfterPaint(buffer as unknown as string)).toBe(buffer);
  });
});

/** Runs the loader of `html` against a stand-in document and window, and reports what it does. */
function runLoader(
  html: string,
  {
    visibility = 'visible',
    lcpSupported = true,
    lead = null as null | { complete: boolean },
    fetch = () => Promise.reject(new Error('no fetch')),
  }: {
    visibility?: string;
    lcpSupported?: boolean;
    lead?: null | { complete: boolean };
    fetch?: (url: string, init?: unknown) => Promise<unknown>;
  } = {},
) {
  const script = /<script id="__hydrate_after_paint">(.*?)<\/script>/s.exec(html)?.[1];
  if (!script) throw new Error('no loader');
  const appended: string[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  const frames: (() => void)[] = [];
  const listeners = new Map<string, () => void>();
  const leadListeners = new Map<string, () => void>();
  let observer: ((list: { getEntries: () => { element: unknown }[] }) => void) | null = null;
  let observed: unknown = null;
  const leadElement = lead && {
    complete: lead.complete,
    addEventListener: (type: string, fn: () => void) => leadListeners.set(type, fn),
  };
  const documentListeners = new Map<string, (event: unknown) => void>();
  const document = {
    addEventListener: (type: string, fn: (event: unknown) => void) => documentListeners.set(type, fn),
    removeEventListener: (type: string) => documentListeners.delete(type),
    querySelectorAll: () => [],
    visibilityState: visibility,
    querySelector: (selector: string) => (selector === 'img[fetchpriority=high]' ? leadElement : null),
    createElement: (tag: string) => ({ tag, src: '', href: '', rel: '', as: '', async: false }),
    head: {
      appendChild: (el: { tag: string; src: string; href: string; rel: string; as: string; async: boolean }) =>
        appended.push(el.tag === 'link' ? `${el.rel} ${el.as} ${el.href}` : `${el.src}${el.async ? '' : ' (sync)'}`),
    },
  };
  function PerformanceObserver(this: unknown, fn: typeof observer) {
    observer = fn;
    return { observe: (options: unknown) => (observed = options) };
  }
  PerformanceObserver.supportedEntryTypes = lcpSupported ? ['paint', 'largest-contentful-paint'] : ['paint'];
  const window: Record<string, unknown> = {
    PerformanceObserver,
    addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
  };
  const assigned: string[] = [];
  const location = { href: 'http://site.example/projects', assign: (href: string) => assigned.push(href) };
  const posted: (() => void)[] = [];
  class MessageChannel {
    port1: { onmessage: null | (() => void) } = { onmessage: null };
    port2 = { postMessage: () => posted.push(() => this.port1.onmessage?.()) };
  }
  new Function(
    'document',
    'window',
    'location',
    'MessageChannel',
    'setTimeout',
    'requestAnimationFrame',
    'fetch',
    script,
  )(
    document,
    window,
    location,
    MessageChannel,
    (run: () => void, ms = 0) => timers.push({ ms, run }),
    (run: () => void) => frames.push(run),
    fetch,
  );
  const paint = (element: unknown) => observer?.({ getEntries: () => [{ element }] });
  return {
    appended,
    timers,
    frames,
    listeners,
    leadListeners,
    observed,
    paint,
    leadElement,
    documentListeners,
    window,
    assigned,
    posted,
  };
}

/** The pushes of PAGE's inline hydration data, as one JSON array. */
const FLIGHT = '[[0],[1,"0:{}\\n"]]';

describe('hydrateAfterPaint with the hydration data kept apart', () => {
  const kept: string[] = [];
  const changed = hydrateAfterPaint(PAGE, (json) => {
    kept.push(json);
    return '/_next/flight/abc.json';
  });

  it('takes the inline data out, hands it over once in order, and gives the loader its address', () => {
    expect(kept).toEqual([FLIGHT]);
    expect(JSON.parse(kept[0])).toEqual([[0], [1, '0:{}\n']]);
    expect(changed).not.toContain('self.__next_f.push(');
    expect(changed).not.toContain('(self.__next_f=self.__next_f||[])');
    expect(flightAddress(changed)).toBe('/_next/flight/abc.json');
    expect(startedScripts(changed)).toEqual(CHUNKS);
    // Everything else is as without it: the other inline scripts, the image preload.
    expect(changed).toContain('<script id="_R_">');
    expect(changed).toContain('<link rel="preload" as="image" fetchPriority="high"');
  });

  it('leaves data it cannot read where it is, and pages without the option keep theirs', () => {
    const odd = PAGE.replace('self.__next_f.push([1,"0:{}\\n"])', 'self.__next_f.push([1,"0:{}\\n"]+[])');
    const calls: string[] = [];
    const unchanged = hydrateAfterPaint(odd, (json) => {
      calls.push(json);
      return '/_next/flight/x.json';
    });
    expect(calls).toEqual([]);
    expect(unchanged).toContain('self.__next_f.push([1,"0:{}\\n"]+[])');
    expect(flightAddress(unchanged)).toBeNull();
    expect(flightAddress(hydrateAfterPaint(PAGE))).toBeNull();
  });

  /** A fetch that answers each address as `answers` says, recording what was asked. */
  function fakeFetch(answers: Record<string, { ok: boolean; json?: unknown; text?: string }>, asked: string[]) {
    return (url: string) => {
      asked.push(url);
      const answer = answers[url] ?? { ok: false };
      return Promise.resolve({
        ok: answer.ok,
        json: () => Promise.resolve(answer.json),
        text: () => Promise.resolve(answer.text ?? ''),
      });
    };
  }
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('preloads the scripts, fetches the data, gives it to Next.js in order, and only then starts them', async () => {
    const asked: string[] = [];
    const run = runLoader(changed, {
      fetch: fakeFetch({ '/_next/flight/abc.json': { ok: true, json: JSON.parse(FLIGHT) } }, asked),
    });
    run.window.__next_f = [['before']];
    run.paint({});
    expect(run.appended).toEqual(CHUNKS.map((chunk) => `preload script ${chunk}`));
    expect(asked).toEqual(['/_next/flight/abc.json']);
    await settle();
    expect(run.window.__next_f).toEqual([['before'], [0], [1, '0:{}\n']]);
    expect(run.appended.slice(CHUNKS.length)).toEqual(CHUNKS);
  });

  it('takes the data its page names now when its own address is gone', async () => {
    const asked: string[] = [];
    const current = `<script id="__hydrate_after_paint">(function(){})("/_next/static/chunks/",["a.js"],"/_next/flight/new.json")</script>`;
    const run = runLoader(changed, {
      fetch: fakeFetch(
        {
          'http://site.example/projects': { ok: true, text: `<html><body>${current}</body></html>` },
          '/_next/flight/new.json': { ok: true, json: [[0], [1, 'new']] },
        },
        asked,
      ),
    });
    run.paint({});
    await settle();
    expect(asked).toEqual(['/_next/flight/abc.json', 'http://site.example/projects', '/_next/flight/new.json']);
    expect(run.window.__next_f).toEqual([[0], [1, 'new']]);
    expect(run.appended.slice(CHUNKS.length)).toEqual(CHUNKS);
  });

  it('starts nothing when no data can be had: the page stays as pre-rendered', async () => {
    const asked: string[] = [];
    const run = runLoader(changed, { fetch: fakeFetch({}, asked) });
    run.paint({});
    await settle();
    expect(asked).toEqual(['/_next/flight/abc.json', 'http://site.example/projects']);
    expect(run.appended).toEqual(CHUNKS.map((chunk) => `preload script ${chunk}`));
  });
});

describe('the loader', () => {
  const html = hydrateAfterPaint(PAGE);

  it('starts nothing before the largest paint, then every chunk once, async', () => {
    const run = runLoader(html);
    expect(run.observed).toEqual({ type: 'largest-contentful-paint', buffered: true });
    expect(run.appended).toEqual([]);
    run.paint({});
    expect(run.appended).toEqual(CHUNKS);
    run.paint({});
    run.listeners.get('pointerdown')?.();
    for (const timer of run.timers) timer.run();
    expect(run.appended).toEqual(CHUNKS);
  });

  it('waits for the lead image: its paint, or its load and a grace period', () => {
    const painted = runLoader(html, { lead: { complete: false } });
    painted.paint({ tagName: 'H1' });
    expect(painted.appended).toEqual([]);
    painted.paint(painted.leadElement);
    expect(painted.appended).toEqual(CHUNKS);

    const loaded = runLoader(html, { lead: { complete: false } });
    loaded.paint({ tagName: 'H1' });
    loaded.leadListeners.get('load')?.();
    const grace = loaded.timers.find((t) => t.ms === LEAD_GRACE_MS);
    expect(grace).toBeDefined();
    expect(loaded.appended).toEqual([]);
    grace?.run();
    expect(loaded.appended).toEqual(CHUNKS);

    const broken = runLoader(html, { lead: { complete: false } });
    broken.paint({ tagName: 'P' });
    broken.leadListeners.get('error')?.();
    expect(broken.appended).toEqual(CHUNKS);

    const already = runLoader(html, { lead: { complete: true } });
    already.paint({ tagName: 'P' });
    expect(already.timers.some((t) => t.ms === LEAD_GRACE_MS)).toBe(true);
  });

  it('starts at once on a hidden page, at the first input, and at the latest after the cap', () => {
    expect(runLoader(html, { visibility: 'hidden' }).appended).toEqual(CHUNKS);

    for (const input of ['pointerdown', 'keydown', 'touchstart']) {
      const run = runLoader(html);
      run.listeners.get(input)?.();
      expect(run.appended).toEqual(CHUNKS);
    }

    const capped = runLoader(html);
    const cap = capped.timers.find((t) => t.ms === CAP_MS);
    expect(cap).toBeDefined();
    cap?.run();
    expect(capped.appended).toEqual(CHUNKS);
  });

  it('holds a click on a button before hydration, starts the scripts, and clicks it again once React is there', () => {
    const run = runLoader(html);
    const clicks: string[] = [];
    const button = { disabled: false, click: () => clicks.push('button') };
    let prevented = 0;
    const event = (target: unknown) => ({
      target: { closest: (selector: string) => (selector.includes('button') ? target : null) },
      preventDefault: () => (prevented += 1),
      stopPropagation: () => {},
    });
    run.documentListeners.get('click')?.(event(button));
    run.documentListeners.get('click')?.(event(button));
    // A link (no button around the target) is the browser's.
    run.documentListeners.get('click')?.(event(null));
    expect(prevented).toBe(2);
    expect(run.appended).toEqual(CHUNKS);
    expect(clicks).toEqual([]);
    (run.window[HYDRATED] as () => void)();
    // In a task of its own (a message, not a timer), once React has taken in what was typed.
    expect(clicks).toEqual([]);
    expect(run.timers.filter((t) => t.ms === 0)).toHaveLength(0);
    run.posted.forEach((deliver) => deliver());
    expect(clicks).toEqual(['button', 'button']);
    expect(run.documentListeners.has('click')).toBe(false);
    expect(run.documentListeners.has('keydown')).toBe(false);
  });

  it('holds a plain click on a client-side link, and follows the link itself if React does not come', () => {
    const link = (clicked: string[]) => ({
      tagName: 'A',
      href: 'http://site.example/skills',
      click: () => clicked.push('link'),
    });
    const click = (target: unknown, extra: Record<string, unknown> = {}) => {
      let prevented = false;
      return {
        event: {
          button: 0,
          target: { closest: (selector: string) => (selector.includes('a[data-client-nav]') ? target : null) },
          preventDefault: () => (prevented = true),
          stopPropagation: () => {},
          ...extra,
        },
        prevented: () => prevented,
      };
    };

    // React comes in time: the click is given again, the browser never follows the link itself.
    const clicked: string[] = [];
    const hydrates = runLoader(html);
    const plain = click(link(clicked));
    hydrates.documentListeners.get('click')?.(plain.event);
    expect(plain.prevented()).toBe(true);
    (hydrates.window[HYDRATED] as () => void)();
    hydrates.posted.forEach((deliver) => deliver());
    hydrates.timers.forEach((t) => t.run());
    expect(clicked).toEqual(['link']);
    expect(hydrates.assigned).toEqual([]);

    // React never comes: after LINK_FALLBACK_MS the browser goes, and nothing is given again later.
    const late: string[] = [];
    const stuck = runLoader(html);
    stuck.documentListeners.get('click')?.(click(link(late)).event);
    stuck.timers.find((t) => t.ms === LINK_FALLBACK_MS)?.run();
    expect(stuck.assigned).toEqual(['http://site.example/skills']);
    (stuck.window[HYDRATED] as () => void)();
    stuck.posted.forEach((deliver) => deliver());
    expect(late).toEqual([]);

    // A modified click (new tab) is the browser's at once.
    const modified = runLoader(html);
    const ctrl = click(link([]), { ctrlKey: true });
    modified.documentListeners.get('click')?.(ctrl.event);
    expect(ctrl.prevented()).toBe(false);
    expect(modified.appended).toEqual(CHUNKS);
  });

  it('starts after the first frame where the browser reports no largest paints', () => {
    const run = runLoader(html, { lcpSupported: false });
    expect(run.observed).toBeNull();
    expect(run.appended).toEqual([]);
    run.frames.forEach((frame) => frame());
    run.timers.filter((t) => t.ms === 0).forEach((t) => t.run());
    expect(run.appended).toEqual(CHUNKS);
  });
});
