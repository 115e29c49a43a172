// Pre-rendered pages start their JavaScript after their largest paint.
//
// Next.js writes the framework's chunks into a page as `<script src async>` tags. On a fast
// connection they arrive while the page is still being laid out and painted, and the browser
// evaluates them (React, the router, hydration: tens of milliseconds of main thread on a fast
// machine, far more on a phone) before it presents the first frame, so the page's largest paint
// waits for them. The content of a pre-rendered page needs none of them to be seen.
//
// `hydrateAfterPaint(html)` takes those tags (and Next.js's preload of its entry chunk) out and
// adds one small inline script, the loader, that inserts the same scripts once the page's largest
// element has been painted:
// - the browser reports a largest-contentful-paint entry, and the page's lead image (the
//   `fetchpriority="high"` one, when there is one) has been painted or has loaded and had
//   LEAD_GRACE_MS to be;
// - at once when the page is not visible (no frame is painted for a hidden page), when the
//   browser reports no largest paints (after the first animation frame instead), and at the
//   visitor's first pointer or key input;
// - and at the latest CAP_MS after the page was parsed.
// React then hydrates the page as before; nothing on the page depends on which comes first.
//
// Given `keepFlight` (lib/http/flight-files.mjs, when server.mjs serves the site), it also takes
// the page's inline hydration data (`self.__next_f.push(...)` scripts) out and hands it over as one
// JSON array; the loader then fetches it from the address `keepFlight` gives (preloading the
// scripts meanwhile), gives it to Next.js in the same order and only then inserts the scripts. Should
// that address be gone (the server restarted, the page changed many times since), the loader asks
// for the page again and takes the data its current copy names; with none to be had, the page stays
// as pre-rendered (its links still work; a held menu-link click is followed natively).
//
// Used by lib/content/render-cache.mjs on every pre-rendered page it hands to Next.js, so both
// the page server.mjs keeps in memory and Next.js's own answers carry it. Pages rendered per
// request (the admin area, sign-in, draft previews) are left as Next.js writes them.

/** The marker the loader carries; a page that has it is not changed again. */
export const LOADER_ID = '__hydrate_after_paint';

/**
 * What the page's root component calls once React has hydrated it (components/site/hydrated.tsx):
 * the loader then hands over what the visitor did before (see LOADER).
 */
export const HYDRATED = '__portfolioHydrated';

/**
 * A click on a link that navigates on the client once hydrated (`data-client-nav`,
 * components/site/nav-link.tsx) made before React is there is held like a button's, but if React is
 * still not there this long after it (ms), the browser follows the link itself.
 */
export const LINK_FALLBACK_MS = 3000;

/** At the latest, the scripts start this long after the page was parsed (ms). */
export const CAP_MS = 2500;

/** After the lead image has loaded, how long its paint may take before the scripts start (ms). */
export const LEAD_GRACE_MS = 200;

/** The framework's scripts exactly as Next.js writes them: a chunk of the build, async, nothing else. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[A-Za-z0-9._~-]+\.js)" async=""><\/script>/g;

/** Next.js's own preload of a chunk. */
const CHUNK_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[A-Za-z0-9._~-]+\.js)"\/>/g;

/**
 * Next.js's inline hydration data: the script that starts it, then one per part of it. Their
 * argument is JSON, written with `<` escaped (`\u003c`), so no `<` ends it early.
 */
const FLIGHT_SCRIPT =
  /<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\((\[[^<]*\])\)<\/script>/g;

/** Where Next.js's chunks are served from: the loader is given the names under it. */
const CHUNKS = '/_next/static/chunks/';

/**
 * The loader, in ES5 so that every browser that runs the page can run it; called with CHUNKS and
 * the chunks' names. Nothing the visitor does before React has hydrated is lost: a click on a
 * button, or a key other than Tab, Enter and Space pressed on one (those three keep their native
 * meaning: focus moves, Enter and Space click), is held (and the scripts started) and given again,
 * in order, once React is there (in a task of its own, posted through a MessageChannel rather than
 * a timer, so that a paused or throttled clock cannot hold it back, after React has taken in the
 * rest); text
 * typed and
 * boxes ticked meanwhile are handed to React as the input and click events it would have seen
 * (its value tracker first set back to the pre-rendered value, so that it sees the change).
 * Links need no JavaScript and are left to the browser, except the site's own menu and top-bar
 * links, whose click also closes the menu: held too, with the browser following the link itself
 * if React has not come LINK_FALLBACK_MS later.
 */
const LOADER =
  `(function(P,S,F){var d=document,w=window,go=0,seen=0,done=0,gone=0,held=[],lead=d.querySelector("img[fetchpriority=high]");
function add(t,s){var e=d.createElement(t);if(t=="link"){e.rel="preload";e.as="script";e.href=P+s}else{e.src=P+s;e.async=!0}d.head.appendChild(e)}
function data(u,again){return fetch(u).then(function(r){if(!r.ok)throw r;return r.json()}).catch(function(x){if(again)throw x;
return fetch(location.href,{cache:"no-store"}).then(function(r){return r.text()}).then(function(t){var m=/,"(\\/_next\\/flight\\/[\\w-]+\\.json)"\\)<\\/script>/.exec(t);if(!m)throw x;return data(m[1],1)})})}
function start(){if(go)return;go=1;if(!F)return S.forEach(function(s){add("script",s)});S.forEach(function(s){add("link",s)});
data(F).then(function(a){var f=w.__next_f=w.__next_f||[];a.forEach(function(x){f.push(x)});S.forEach(function(s){add("script",s)})},function(){})}
function hold(e,t,replay){e.preventDefault();e.stopPropagation();held.push(function(){if(!gone)replay(t)});start()}
function click(e){var t=e.target.closest&&e.target.closest("button,a[data-client-nav]");if(!t||t.disabled)return start();
if(t.tagName=="A"){if(e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return start();setTimeout(function(){if(!done){gone=1;location.assign(t.href)}},${LINK_FALLBACK_MS})}
hold(e,t,function(t){t.click()})}
function key(e){var b=e.target.closest&&e.target.closest("button");if(!b||b.disabled||/^(Tab|Enter| )$/.test(e.key)||e.isComposing)return start();
hold(e,b,function(b){b.dispatchEvent(new KeyboardEvent("keydown",{key:e.key,code:e.code,shiftKey:e.shiftKey,ctrlKey:e.ctrlKey,altKey:e.altKey,metaKey:e.metaKey,bubbles:!0,cancelable:!0}))})}
d.addEventListener("click",click,!0);d.addEventListener("keydown",key,!0);
w.${HYDRATED}=function(){done=1;d.removeEventListener("click",click,!0);d.removeEventListener("keydown",key,!0);
d.querySelectorAll("input,textarea").forEach(function(el){if(el.type=="radio"||el.type=="checkbox"){if(el.checked&&!el.defaultChecked){el.checked=!1;el.click()}}
else if(el.type!="hidden"&&el.value!=el.defaultValue){var v=el.value;el.value=el.defaultValue;Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el),"value").set.call(el,v);el.dispatchEvent(new Event("input",{bubbles:!0}))}});
var c=new MessageChannel;c.port1.onmessage=function(){held.forEach(function(f){f()})};c.port2.postMessage(0)};
if(d.visibilityState!="visible")return start();
["pointerdown","keydown","touchstart"].forEach(function(t){w.addEventListener(t,start,{once:!0,capture:!0,passive:!0})});
setTimeout(start,${CAP_MS});
var O=w.PerformanceObserver;
if(!O||(O.supportedEntryTypes||[]).indexOf("largest-contentful-paint")<0)return requestAnimationFrame(function(){setTimeout(start)});
function graced(){setTimeout(start,${LEAD_GRACE_MS})}
new O(function(l){if(l.getEntries().some(function(e){return!lead||e.element==lead}))return start();
if(seen)return;seen=1;if(lead.complete)graced();else{lead.addEventListener("load",graced);lead.addEventListener("error",start)}}).observe({type:"largest-contentful-paint",buffered:!0})})`.replace(
    /\n/g,
    '',
  );

/** The loader as it is written into a page, and the sources it starts. */
const WRITTEN_LOADER = new RegExp(
  `<script id="${LOADER_ID}">[\\s\\S]*?\\("([^"]*)",(\\[[^\\]]*\\])(?:,"([^"]*)")?\\)</script>`,
);

/**
 * The framework scripts `html` starts: its chunk script tags' sources and those its loader starts,
 * in order (the JavaScript a visit to the page downloads up front).
 */
export function startedScripts(html) {
  const tags = [...html.matchAll(/<script(?![^>]*noModule)[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  const written = WRITTEN_LOADER.exec(html);
  const loaded = written ? JSON.parse(written[2]).map((name) => `${written[1]}${name}`) : [];
  return [...new Set([...tags, ...loaded])];
}

/** The address of the hydration data `html`'s loader fetches, or null when the page carries its own. */
export function flightAddress(html) {
  return WRITTEN_LOADER.exec(html)?.[3] ?? null;
}

/**
 * `html` without its inline hydration data, and that data as one JSON array of what the scripts
 * pushed, in order; null when it has none, or any of it is not what Next.js writes.
 */
function takeFlight(html) {
  const parts = [];
  const rest = html.replace(FLIGHT_SCRIPT, (_script, part) => {
    parts.push(part);
    return '';
  });
  if (parts.length === 0) return null;
  const json = `[${parts.join(',')}]`;
  try {
    JSON.parse(json);
  } catch {
    return null;
  }
  return { rest, json };
}

/**
 * `html` with Next.js's chunk scripts started after the largest paint, or `html` itself when it
 * has none of them or was changed already. With `keepFlight`, its inline hydration data is taken
 * out too and handed to `keepFlight(json)`, which returns the address the loader fetches it from.
 */
export function hydrateAfterPaint(html, keepFlight) {
  if (typeof html !== 'string' || html.includes(LOADER_ID)) return html;
  const sources = [];
  let changed = html.replace(CHUNK_SCRIPT, (_tag, src) => {
    if (!sources.includes(src)) sources.push(src);
    return '';
  });
  // Next.js preloads its entry script: it, too, is fetched when the loader asks for it.
  changed = changed.replace(CHUNK_PRELOAD, (tag, src) => (sources.includes(src) ? '' : tag));
  if (sources.length === 0 || changed.lastIndexOf('</body>') < 0) return html;
  const names = sources.map((src) => src.slice(CHUNKS.length));
  let args = `"${CHUNKS}",${JSON.stringify(names)}`;
  const flight = keepFlight && takeFlight(changed);
  if (flight) {
    changed = flight.rest;
    args += `,${JSON.stringify(keepFlight(flight.json))}`;
  }
  const bodyEnd = changed.lastIndexOf('</body>');
  const loader = `<script id="${LOADER_ID}">${LOADER}(${args})</script>`;
  return `${changed.slice(0, bodyEnd)}${loader}${changed.slice(bodyEnd)}`;
}
