// The demo owner's pictures, drawn as SVG: a mock screen of each demo project (an app window on
// a soft backdrop, or phones), the screens of the case studies' galleries, and a flat portrait
// illustration. scripts/make-demo-assets.mjs renders them to WebP. Every name, number and place
// in them is fictional.

export const W = 1600;
export const H = 1000;

const SANS = 'Liberation Sans, Arial, DejaVu Sans, sans-serif';
const MONO = 'DejaVu Sans Mono, monospace';

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text at (x, y): size, fill, weight, anchor, family, opacity, letter-spacing. */
function t(x, y, str, { size = 16, fill = '#000', weight = 400, anchor = 'start', family = SANS, opacity, ls } = {}) {
  const extra = `${opacity !== undefined ? ` fill-opacity="${opacity}"` : ''}${ls !== undefined ? ` letter-spacing="${ls}"` : ''}`;
  return `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}"${extra}>${esc(str)}</text>`;
}

/** A rectangle: fill, corner radius, stroke. */
function r(x, y, w, h, { fill = 'none', rx = 0, stroke, sw = 1, opacity, dash } = {}) {
  const s = stroke ? ` stroke="${stroke}" stroke-width="${sw}"${dash ? ` stroke-dasharray="${dash}"` : ''}` : '';
  const o = opacity !== undefined ? ` fill-opacity="${opacity}"` : '';
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${o}${s}/>`;
}

const c = (x, y, radius, fill, extra = '') => `<circle cx="${x}" cy="${y}" r="${radius}" fill="${fill}" ${extra}/>`;

/** A smooth path through points (Catmull-Rom as cubic Béziers). */
function smooth(points) {
  let d = `M${points[0][0].toFixed(1)} ${points[0][1].toFixed(1)}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[i + 2] ?? p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${c1[0].toFixed(1)} ${c1[1].toFixed(1)} ${c2[0].toFixed(1)} ${c2[1].toFixed(1)} ${p2[0].toFixed(1)} ${p2[1].toFixed(1)}`;
  }
  return d;
}

/** Points of a series over a box: values 0..1 from the bottom. */
const series = (x, y, w, h, values) => values.map((v, i) => [x + (i / (values.length - 1)) * w, y + h - v * h]);

/** A deterministic wobble, so the pictures come out the same on every run. */
const wave = (i, seed = 1) => (Math.sin(i * 1.7 + seed) + Math.sin(i * 0.63 + seed * 2.1)) / 4 + 0.5;

/** A toggle switch. */
function toggle(x, y, on, accent, off = '#3b4a63') {
  return `${r(x, y, 52, 30, { fill: on ? accent : off, rx: 15 })}${c(on ? x + 37 : x + 15, y + 15, 11, '#fff')}`;
}

/** A soft backdrop with an app window on it; `body` is drawn in the window's own coordinates (1400 × 816). */
function windowScene({ from, to, glow, chrome, url, body, dark = true }) {
  const x = 100;
  const y = 92;
  const w = 1400;
  const h = 860;
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <radialGradient id="glow" cx=".85" cy=".1" r=".7"><stop offset="0" stop-color="${glow}" stop-opacity=".55"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
    <filter id="shadow" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="24" stdDeviation="28" flood-color="#000" flood-opacity="${dark ? 0.45 : 0.18}"/></filter>
    <clipPath id="win"><rect x="0" y="0" width="${w}" height="${h}" rx="18"/></clipPath>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="${H}" fill="url(#glow)"/>
  <g transform="translate(${x} ${y})">
    <rect width="${w}" height="${h}" rx="18" fill="${chrome}" filter="url(#shadow)"/>
    <g clip-path="url(#win)">
      ${r(0, 0, w, 44, { fill: chrome })}
      ${c(24, 22, 6.5, '#ff5f57')}${c(46, 22, 6.5, '#febc2e')}${c(68, 22, 6.5, '#28c840')}
      ${r(520, 10, 360, 24, { fill: dark ? '#ffffff' : '#000000', rx: 12, opacity: dark ? 0.08 : 0.06 })}
      ${t(700, 27, url, { size: 13, fill: dark ? '#c9d2e3' : '#57534e', anchor: 'middle' })}
      <g transform="translate(0 44)">${body}</g>
    </g>
    <rect width="${w}" height="${h}" rx="18" fill="none" stroke="${dark ? '#ffffff' : '#000000'}" stroke-opacity=".1"/>
  </g>`;
}

// ——— Tidewatch: a tide and weather dashboard for small harbours (dark, teal) ———
const TW = {
  bg: '#0d1726',
  panel: '#142238',
  line: '#22344f',
  text: '#e6edf7',
  muted: '#8da2bf',
  teal: '#2dd4bf',
  blue: '#60a5fa',
  amber: '#fbbf24',
};

function tidewatchSidebar(active) {
  const items = ['Today', 'Tides', 'Wind', 'Map', 'Settings'];
  return `${r(0, 0, 240, 816, { fill: '#0a1320' })}
    ${c(38, 44, 13, 'none', `stroke="${TW.teal}" stroke-width="4"`)}<path d="M25 44 h26" stroke="${TW.teal}" stroke-width="4"/>
    ${t(62, 51, 'Tidewatch', { size: 21, fill: TW.text, weight: 700 })}
    ${items
      .map(
        (item, i) =>
          `${i === active ? r(16, 96 + i * 46, 208, 38, { fill: TW.teal, rx: 10, opacity: 0.14 }) : ''}${t(44, 121 + i * 46, item, { size: 16, fill: i === active ? TW.teal : TW.muted, weight: i === active ? 700 : 400 })}`,
      )
      .join('')}
    ${t(28, 390, 'HARBOURS', { size: 12, fill: TW.muted, weight: 700, ls: 1.5 })}
    ${['Cascais Marina', 'Ericeira', 'Peniche', 'Sines']
      .map(
        (h, i) =>
          `${c(36, 425 + i * 38, 4, i === 0 ? TW.teal : '#3b4a63')}${t(52, 430 + i * 38, h, { size: 15, fill: i === 0 ? TW.text : TW.muted })}`,
      )
      .join('')}
    ${r(16, 722, 208, 64, { fill: TW.panel, rx: 12 })}
    ${c(44, 754, 6, '#34d399')}${t(60, 750, 'Offline ready', { size: 14, fill: TW.text, weight: 700 })}${t(60, 770, 'Forecast saved 06:10', { size: 12, fill: TW.muted })}`;
}

export function tidewatch() {
  const tide = Array.from({ length: 49 }, (_, i) => 0.5 + 0.42 * Math.sin((i / 48) * Math.PI * 3.9 - 0.9));
  const chart = series(300, 420, 820, 220, tide);
  const area = `${smooth(chart)} L1120 640 L300 640 Z`;
  const now = chart[14];
  const wind = Array.from({ length: 24 }, (_, i) => 0.25 + wave(i, 2) * 0.7);
  const body = `${r(0, 0, 1400, 816, { fill: TW.bg })}${tidewatchSidebar(0)}
    ${t(280, 62, 'Cascais Marina', { size: 30, fill: TW.text, weight: 700 })}
    ${t(280, 90, 'Thursday 14 March · updated 2 min ago', { size: 15, fill: TW.muted })}
    ${r(1200, 44, 160, 40, { fill: TW.teal, rx: 20 })}${t(1280, 70, 'Share forecast', { size: 15, fill: '#042f2e', weight: 700, anchor: 'middle' })}
    ${[
      ['TIDE NOW', '1.82 m', '↑ rising', TW.teal],
      ['NEXT HIGH', '16:42', '3.1 m', TW.blue],
      ['WIND', '14 kn', 'north-west', TW.amber],
      ['WATER', '17 °C', 'swell 1.2 m', TW.text],
    ]
      .map(
        ([label, value, note, color], i) =>
          `${r(280 + i * 272, 120, 256, 120, { fill: TW.panel, rx: 14, stroke: TW.line })}${t(304 + i * 272, 154, label, { size: 12, fill: TW.muted, weight: 700, ls: 1.5 })}${t(304 + i * 272, 200, value, { size: 36, fill: color, weight: 700 })}${t(304 + i * 272, 224, note, { size: 14, fill: TW.muted })}`,
      )
      .join('')}
    ${r(280, 264, 1080, 420, { fill: TW.panel, rx: 14, stroke: TW.line })}
    ${t(304, 302, 'Tide height, next 24 hours', { size: 18, fill: TW.text, weight: 700 })}
    ${t(1336, 302, 'metres', { size: 14, fill: TW.muted, anchor: 'end' })}
    <defs><linearGradient id="tide" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${TW.teal}" stop-opacity=".45"/><stop offset="1" stop-color="${TW.teal}" stop-opacity="0"/></linearGradient></defs>
    ${[0, 1, 2, 3].map((i) => `<path d="M300 ${420 + i * 73.3} H1330" stroke="${TW.line}"/>${t(292, 425 + i * 73.3, String(3 - i), { size: 12, fill: TW.muted, anchor: 'end' })}`).join('')}
    <g transform="translate(10 0)"><path d="${area}" fill="url(#tide)"/><path d="${smooth(chart)}" fill="none" stroke="${TW.teal}" stroke-width="3.5"/>
    <path d="M${now[0]} 400 V640" stroke="${TW.text}" stroke-opacity=".5" stroke-dasharray="4 5"/>
    ${c(now[0], now[1], 7, TW.bg, `stroke="${TW.teal}" stroke-width="4"`)}
    ${r(now[0] - 34, 372, 68, 24, { fill: TW.text, rx: 12 })}${t(now[0], 389, 'Now', { size: 13, fill: TW.bg, weight: 700, anchor: 'middle' })}
    ${['00:00', '04:00', '08:00', '12:00', '16:00', '20:00', '24:00'].map((h, i) => t(300 + i * 136.7, 668, h, { size: 12, fill: TW.muted, anchor: 'middle' })).join('')}</g>
    ${r(280, 704, 530, 92, { fill: TW.panel, rx: 14, stroke: TW.line })}
    ${t(304, 736, 'Wind by hour', { size: 15, fill: TW.text, weight: 700 })}
    ${wind.map((v, i) => r(304 + i * 20, 782 - v * 36, 12, v * 36, { fill: v > 0.8 ? TW.amber : TW.blue, rx: 3, opacity: 0.9 })).join('')}
    ${r(830, 704, 530, 92, { fill: TW.panel, rx: 14, stroke: TW.line })}
    ${[
      ['Sunset', '19:34'],
      ['Swell', '1.2 m · 11 s'],
      ['UV', '5 moderate'],
    ]
      .map(
        ([k, v], i) =>
          `${t(856 + i * 170, 740, k, { size: 13, fill: TW.muted })}${t(856 + i * 170, 768, v, { size: 18, fill: TW.text, weight: 700 })}`,
      )
      .join('')}`;
  return windowScene({
    from: '#0b3b4a',
    to: '#071425',
    glow: '#2dd4bf',
    chrome: '#0a1320',
    url: 'tidewatch.app/cascais',
    body,
  });
}

export function tidewatchMap() {
  // The sea on the left, the coast running south, the land to the right (map coordinates: 1160 × 816).
  const coastLine = [
    [700, 0],
    [660, 120],
    [690, 210],
    [610, 300],
    [590, 380],
    [640, 430],
    [560, 520],
    [540, 640],
    [500, 740],
    [520, 816],
  ];
  const coast = smooth(coastLine);
  const land = `${coast} L1160 816 L1160 0 Z`;
  const contours = [50, 110, 190, 290]
    .map(
      (o, i) =>
        `<path d="${smooth(coastLine.map(([x, y]) => [x - o - (i % 2) * 12, y]))}" fill="none" stroke="${TW.blue}" stroke-opacity="${0.32 - i * 0.06}" stroke-width="2"/>`,
    )
    .join('');
  const grid = [0, 1, 2, 3, 4, 5]
    .map((i) => `<path d="M${i * 232} 0 V816 M0 ${i * 163} H1160" stroke="#ffffff" stroke-opacity=".04"/>`)
    .join('');
  const roads = `<path d="${smooth([
    [760, 0],
    [730, 160],
    [760, 300],
    [700, 440],
    [640, 620],
    [620, 816],
  ])}" fill="none" stroke="#4b6351" stroke-width="3"/><path d="M700 440 C820 420 920 380 1160 400" fill="none" stroke="#4b6351" stroke-width="3"/><path d="M760 300 C880 260 980 200 1160 190" fill="none" stroke="#4b6351" stroke-width="2"/>`;
  const marker = (x, y, label, value, on) =>
    `${c(x, y, on ? 20 : 14, on ? TW.teal : TW.bg, `stroke="${on ? '#ccfbf1' : TW.teal}" stroke-width="3"`)}${r(x - 198, y - 22, 170, 44, { fill: TW.panel, rx: 10, stroke: on ? TW.teal : TW.line })}${t(x - 184, y - 3, label, { size: 14, fill: TW.text, weight: 700 })}${t(x - 184, y + 14, value, { size: 12, fill: TW.muted })}`;
  const body = `${r(0, 0, 1400, 816, { fill: '#0b1a2e' })}
    <g transform="translate(240 0)">${grid}${contours}<path d="${land}" fill="#17271d"/><path d="${coast}" fill="none" stroke="#4b6b52" stroke-width="3"/>${roads}
    ${[
      [820, 250, 'Sintra'],
      [880, 520, 'Setúbal'],
    ]
      .map(([x, y, name]) => `${c(x, y, 5, '#6b8a72')}${t(x + 12, y + 5, name, { size: 13, fill: '#8fa896' })}`)
      .join('')}
    ${marker(672, 120, 'Ericeira', '2.05 m · 11 kn', false)}${marker(604, 300, 'Cascais Marina', '1.82 m · 14 kn', true)}${marker(556, 540, 'Sines', '1.64 m · 18 kn', false)}${marker(506, 730, 'Porto Covo', '1.58 m · 9 kn', false)}
    ${r(40, 740, 150, 8, { fill: TW.text, rx: 4, opacity: 0.5 })}${t(40, 770, '10 km', { size: 12, fill: TW.muted })}</g>
    ${tidewatchSidebar(3)}
    ${r(1080, 440, 296, 300, { fill: TW.panel, rx: 16, stroke: TW.line })}
    ${t(1104, 478, 'Cascais Marina', { size: 20, fill: TW.text, weight: 700 })}${t(1104, 502, '38.69° N · 9.42° W', { size: 13, fill: TW.muted })}
    ${[
      ['Tide', '1.82 m ↑'],
      ['Wind', '14 kn NW'],
      ['Gusts', '19 kn'],
      ['Next low', '22:58'],
    ]
      .map(
        ([k, v], i) =>
          `${t(1104, 544 + i * 40, k, { size: 15, fill: TW.muted })}${t(1352, 544 + i * 40, v, { size: 15, fill: TW.text, weight: 700, anchor: 'end' })}`,
      )
      .join('')}
    ${r(1104, 686, 248, 38, { fill: TW.teal, rx: 19 })}${t(1228, 711, 'Open forecast', { size: 15, fill: '#042f2e', weight: 700, anchor: 'middle' })}
    ${r(1332, 24, 44, 44, { fill: TW.panel, rx: 10, stroke: TW.line })}${t(1354, 54, '+', { size: 24, fill: TW.text, anchor: 'middle' })}
    ${r(1332, 76, 44, 44, { fill: TW.panel, rx: 10, stroke: TW.line })}${t(1354, 105, '−', { size: 24, fill: TW.text, anchor: 'middle' })}
    ${r(264, 24, 260, 44, { fill: TW.panel, rx: 22, stroke: TW.line })}${c(292, 46, 7, 'none', `stroke="${TW.muted}" stroke-width="2.5"`)}${t(310, 51, 'Find a harbour…', { size: 15, fill: TW.muted })}`;
  return windowScene({
    from: '#0b3b4a',
    to: '#071425',
    glow: '#60a5fa',
    chrome: '#0a1320',
    url: 'tidewatch.app/map',
    body,
  });
}

export function tidewatchSettings() {
  const rows = [
    ['Units', 'Metres, knots, °C', null],
    ['Keep forecasts offline', 'The last 3 days stay readable without a connection', true],
    ['Outdoor contrast', 'Brighter text and thicker lines for bright sun', true],
    ['Wind alert', 'Notify me above 20 kn at my harbours', true],
    ['Spring tide reminders', 'A day before each spring tide', false],
  ];
  const body = `${r(0, 0, 1400, 816, { fill: TW.bg })}${tidewatchSidebar(4)}
    ${t(280, 62, 'Settings', { size: 30, fill: TW.text, weight: 700 })}${t(280, 90, 'Saved on this device and synced when online', { size: 15, fill: TW.muted })}
    ${r(280, 120, 700, 560, { fill: TW.panel, rx: 16, stroke: TW.line })}
    ${rows
      .map(([title, note, on], i) => {
        const y = 120 + i * 112;
        return `${i > 0 ? `<path d="M304 ${y} H956" stroke="${TW.line}"/>` : ''}${t(308, y + 50, title, { size: 18, fill: TW.text, weight: 700 })}${t(308, y + 76, note, { size: 14, fill: TW.muted })}${
          on === null
            ? `${r(800, y + 38, 150, 38, { fill: TW.bg, rx: 10, stroke: TW.line })}${t(820, y + 63, 'Metric', { size: 15, fill: TW.text })}${t(930, y + 63, '▾', { size: 14, fill: TW.muted })}`
            : toggle(898, y + 42, on, TW.teal)
        }`;
      })
      .join('')}
    ${r(1004, 120, 356, 300, { fill: TW.panel, rx: 16, stroke: TW.line })}
    ${t(1028, 160, 'Wind alert threshold', { size: 17, fill: TW.text, weight: 700 })}${t(1028, 184, 'Harbours: Cascais, Ericeira', { size: 14, fill: TW.muted })}
    ${r(1028, 236, 308, 8, { fill: '#3b4a63', rx: 4 })}${r(1028, 236, 196, 8, { fill: TW.amber, rx: 4 })}${c(1224, 240, 13, '#fff')}
    ${t(1224, 282, '20 kn', { size: 16, fill: TW.amber, weight: 700, anchor: 'middle' })}${t(1028, 282, '5', { size: 13, fill: TW.muted })}${t(1336, 282, '35', { size: 13, fill: TW.muted, anchor: 'end' })}
    ${r(1028, 330, 308, 64, { fill: TW.bg, rx: 12 })}${t(1048, 358, 'Last alert: Tue 12 Mar, 21 kn', { size: 14, fill: TW.text })}${t(1048, 380, 'Delivered in 0.8 s', { size: 13, fill: TW.muted })}
    ${r(1004, 444, 356, 236, { fill: TW.panel, rx: 16, stroke: TW.line })}
    ${t(1028, 484, 'Storage', { size: 17, fill: TW.text, weight: 700 })}${t(1028, 510, '3 harbours · 72 h of forecasts', { size: 14, fill: TW.muted })}
    ${r(1028, 540, 308, 14, { fill: '#3b4a63', rx: 7 })}${r(1028, 540, 62, 14, { fill: TW.teal, rx: 7 })}${t(1028, 584, '1.4 MB of 8 MB', { size: 14, fill: TW.text })}
    ${r(1028, 614, 170, 40, { fill: 'none', rx: 20, stroke: TW.line, sw: 1.5 })}${t(1113, 639, 'Clear saved data', { size: 14, fill: TW.text, anchor: 'middle' })}`;
  return windowScene({
    from: '#0b3b4a',
    to: '#071425',
    glow: '#2dd4bf',
    chrome: '#0a1320',
    url: 'tidewatch.app/settings',
    body,
  });
}

export function tidewatchTides() {
  const days = [
    ['Thu 14', ['04:12 · 0.6', '10:31 · 3.0', '16:42 · 3.1', '22:58 · 0.7'], 'Spring'],
    ['Fri 15', ['05:01 · 0.5', '11:18 · 3.2', '17:30 · 3.2', '23:47 · 0.6'], 'Spring'],
    ['Sat 16', ['05:48 · 0.5', '12:04 · 3.2', '18:16 · 3.2', '—'], 'Spring'],
    ['Sun 17', ['00:33 · 0.6', '06:34 · 0.6', '12:49 · 3.1', '19:01 · 3.1'], 'Mid'],
    ['Mon 18', ['01:18 · 0.7', '07:19 · 0.8', '13:34 · 2.9', '19:46 · 2.9'], 'Mid'],
    ['Tue 19', ['02:03 · 0.9', '08:06 · 1.0', '14:21 · 2.7', '20:34 · 2.7'], 'Neap'],
    ['Wed 20', ['02:52 · 1.1', '08:58 · 1.2', '15:14 · 2.4', '21:28 · 2.5'], 'Neap'],
  ];
  const cols = [280, 430, 620, 810, 1000, 1190];
  const body = `${r(0, 0, 1400, 816, { fill: TW.bg })}${tidewatchSidebar(1)}
    ${t(280, 62, 'Tide table · Cascais', { size: 30, fill: TW.text, weight: 700 })}${t(280, 90, 'Times in WET · heights in metres above chart datum', { size: 15, fill: TW.muted })}
    ${r(1160, 44, 200, 40, { fill: TW.panel, rx: 20, stroke: TW.line })}${t(1260, 70, 'Download PDF', { size: 15, fill: TW.text, anchor: 'middle' })}
    ${r(280, 120, 1080, 660, { fill: TW.panel, rx: 16, stroke: TW.line })}
    ${['DAY', 'TIDE 1', 'TIDE 2', 'TIDE 3', 'TIDE 4', 'RANGE'].map((h, i) => t(cols[i] + 28, 164, h, { size: 12, fill: TW.muted, weight: 700, ls: 1.5 })).join('')}
    ${days
      .map(([day, tides, range], row) => {
        const y = 184 + row * 84;
        return `${row === 0 ? r(296, y, 1048, 76, { fill: TW.teal, rx: 10, opacity: 0.1 }) : `<path d="M304 ${y} H1336" stroke="${TW.line}"/>`}${t(cols[0] + 28, y + 46, day, { size: 17, fill: TW.text, weight: 700 })}${tides
          .map((tide, i) => {
            const high = tide !== '—' && Number(tide.split(' · ')[1]) > 2;
            return `${tide !== '—' ? c(cols[i + 1] + 34, y + 40, 5, high ? TW.teal : TW.blue) : ''}${t(cols[i + 1] + 48, y + 46, tide, { size: 16, fill: high ? TW.text : TW.muted, family: MONO })}`;
          })
          .join(
            '',
          )}${r(cols[5] + 28, y + 24, 78, 28, { fill: range === 'Spring' ? TW.amber : TW.muted, rx: 14, opacity: 0.16 })}${t(cols[5] + 67, y + 43, range, { size: 13, fill: range === 'Spring' ? TW.amber : TW.muted, weight: 700, anchor: 'middle' })}`;
      })
      .join('')}`;
  return windowScene({
    from: '#0b3b4a',
    to: '#071425',
    glow: '#60a5fa',
    chrome: '#0a1320',
    url: 'tidewatch.app/tides',
    body,
  });
}

// ——— Palette Lab: a colour palette tool with contrast checks (light, indigo) ———
export function paletteLab() {
  const PL = { bg: '#f5f5f4', panel: '#ffffff', line: '#e7e5e4', text: '#1c1917', muted: '#6b6560', accent: '#4f46e5' };
  const swatches = [
    ['#0f4c5c', 'Deep sea', 'AAA 9.8'],
    ['#1f7a8c', 'Harbour', 'AA 5.1'],
    ['#e36414', 'Buoy', 'AA 3.4 L'],
    ['#fb8b24', 'Sunset', '2.3 fail'],
    ['#f4f1de', 'Sand', 'on ink 15'],
  ];
  const layers = ['Swatches', 'Type scale', 'Buttons', 'Cards', 'Charts'];
  const body = `${r(0, 0, 1400, 816, { fill: PL.bg })}
    ${r(0, 0, 1400, 60, { fill: PL.panel })}<path d="M0 60 H1400" stroke="${PL.line}"/>
    ${['#4f46e5', '#e36414', '#1f7a8c'].map((col, i) => c(34 + i * 12, 30, 9, col, 'fill-opacity=".9"')).join('')}
    ${t(74, 36, 'Palette Lab', { size: 18, fill: PL.text, weight: 700 })}${t(196, 36, 'Harbour brand  /  palette v3', { size: 15, fill: PL.muted })}
    ${[
      ['NR', '#4f46e5'],
      ['JM', '#e36414'],
    ]
      .map(
        ([n, col], i) =>
          `${c(1086 + i * 26, 30, 15, col, 'stroke="#fff" stroke-width="2"')}${t(1086 + i * 26, 35, n, { size: 11, fill: '#fff', weight: 700, anchor: 'middle' })}`,
      )
      .join('')}
    ${r(1150, 14, 100, 32, { fill: 'none', rx: 8, stroke: PL.line, sw: 1.5 })}${t(1200, 35, 'Share', { size: 14, fill: PL.text, anchor: 'middle' })}
    ${r(1264, 14, 112, 32, { fill: PL.accent, rx: 8 })}${t(1320, 35, 'Export', { size: 14, fill: '#fff', weight: 700, anchor: 'middle' })}
    ${r(0, 60, 240, 756, { fill: PL.panel })}<path d="M240 60 V816" stroke="${PL.line}"/>
    ${t(24, 100, 'LAYERS', { size: 12, fill: PL.muted, weight: 700, ls: 1.5 })}
    ${layers.map((l, i) => `${i === 0 ? r(12, 114 + i * 40, 216, 34, { fill: PL.accent, rx: 8, opacity: 0.1 }) : ''}${r(28, 124 + i * 40, 14, 14, { fill: 'none', rx: 3, stroke: i === 0 ? PL.accent : PL.muted, sw: 1.5 })}${t(54, 136 + i * 40, l, { size: 15, fill: i === 0 ? PL.accent : PL.text, weight: i === 0 ? 700 : 400 })}`).join('')}
    ${t(24, 360, 'TOKENS', { size: 12, fill: PL.muted, weight: 700, ls: 1.5 })}
    ${swatches.map(([col, name], i) => `${r(24, 378 + i * 36, 20, 20, { fill: col, rx: 5, stroke: PL.line })}${t(56, 393 + i * 36, `color.${name.toLowerCase().replace(' ', '-')}`, { size: 14, fill: PL.text, family: MONO })}`).join('')}
    <defs><pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse">${c(2, 2, 1.2, '#d6d3d1')}</pattern></defs>
    ${r(240, 60, 840, 756, { fill: 'url(#dots)' })}
    ${t(300, 118, 'Swatches · 1280 × 800', { size: 13, fill: PL.muted })}
    ${r(300, 130, 720, 560, { fill: PL.panel, rx: 6, stroke: PL.line })}
    ${swatches
      .map(([col, name, score], i) => {
        const dark = i < 3;
        const fg = dark ? '#ffffff' : '#1c1917';
        return `${r(300 + i * 144, 130, 144, 380, { fill: col })}${t(316 + i * 144, 470, name, { size: 17, fill: fg, weight: 700 })}${t(316 + i * 144, 494, col.toUpperCase(), { size: 13, fill: fg, family: MONO, opacity: 0.8 })}${r(316 + i * 144, 146, 80, 24, { fill: fg, rx: 12, opacity: 0.16 })}${t(356 + i * 144, 163, score, { size: 12, fill: fg, weight: 700, anchor: 'middle' })}`;
      })
      .join('')}
    ${r(444, 130, 144, 380, { fill: 'none', stroke: PL.accent, sw: 3 })}
    ${t(332, 568, 'Aa', { size: 44, fill: '#0f4c5c', weight: 700 })}${t(404, 558, 'Harbour brand', { size: 20, fill: PL.text, weight: 700 })}${t(404, 582, 'Headings in Deep sea, links in Harbour', { size: 14, fill: PL.muted })}
    ${r(332, 616, 150, 44, { fill: '#1f7a8c', rx: 10 })}${t(407, 644, 'Book a berth', { size: 15, fill: '#fff', weight: 700, anchor: 'middle' })}
    ${r(496, 616, 130, 44, { fill: 'none', rx: 10, stroke: '#1f7a8c', sw: 2 })}${t(561, 644, 'Tide times', { size: 15, fill: '#0f4c5c', weight: 700, anchor: 'middle' })}
    ${r(660, 608, 330, 60, { fill: '#fff7ed', rx: 10, stroke: '#fed7aa' })}${t(676, 634, '⚠ Sunset on Sand: 2.3 : 1', { size: 14, fill: '#9a3412', weight: 700 })}${t(676, 654, 'Use it for shapes, not for text', { size: 13, fill: '#9a3412' })}
    ${r(1080, 60, 320, 756, { fill: PL.panel })}<path d="M1080 60 V816" stroke="${PL.line}"/>
    ${t(1104, 100, 'Harbour', { size: 18, fill: PL.text, weight: 700 })}${t(1104, 122, 'color.harbour', { size: 13, fill: PL.muted, family: MONO })}
    <defs><linearGradient id="sat" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#0097b2"/></linearGradient><linearGradient id="val" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000"/></linearGradient>
    <linearGradient id="hue" x1="0" y1="0" x2="1" y2="0">${['#ff0000', '#ffff00', '#00ff00', '#00ffff', '#0000ff', '#ff00ff', '#ff0000'].map((col, i) => `<stop offset="${i / 6}" stop-color="${col}"/>`).join('')}</linearGradient></defs>
    ${r(1104, 142, 272, 200, { fill: 'url(#sat)', rx: 8 })}${r(1104, 142, 272, 200, { fill: 'url(#val)', rx: 8 })}${c(1290, 232, 9, 'none', 'stroke="#fff" stroke-width="3"')}
    ${r(1104, 358, 272, 12, { fill: 'url(#hue)', rx: 6 })}${c(1230, 364, 9, '#fff', `stroke="${PL.line}"`)}
    ${['HEX', 'R', 'G', 'B'].map((l, i) => `${t(1104 + [0, 128, 178, 228][i], 402, l, { size: 11, fill: PL.muted, weight: 700 })}${r(1104 + [0, 128, 178, 228][i], 410, i === 0 ? 116 : 44, 34, { fill: PL.bg, rx: 6, stroke: PL.line })}${t(1114 + [0, 128, 178, 228][i], 432, ['#1F7A8C', '31', '122', '140'][i], { size: 13, fill: PL.text, family: MONO })}`).join('')}
    <path d="M1104 470 H1376" stroke="${PL.line}"/>
    ${t(1104, 502, 'CONTRAST', { size: 12, fill: PL.muted, weight: 700, ls: 1.5 })}
    ${[
      ['on White', '5.1 : 1', 'AA', '#15803d'],
      ['on Sand', '4.6 : 1', 'AA', '#15803d'],
      ['on Deep sea', '1.9 : 1', 'Fail', '#b91c1c'],
    ]
      .map(
        ([k, v, badge, col], i) =>
          `${t(1104, 540 + i * 44, k, { size: 15, fill: PL.text })}${t(1296, 540 + i * 44, v, { size: 15, fill: PL.text, weight: 700, anchor: 'end', family: MONO })}${r(1310, 522 + i * 44, 66, 26, { fill: col, rx: 13, opacity: 0.12 })}${t(1343, 540 + i * 44, badge, { size: 13, fill: col, weight: 700, anchor: 'middle' })}`,
      )
      .join('')}
    ${r(1104, 680, 272, 40, { fill: PL.accent, rx: 8, opacity: 0.1 })}${t(1240, 705, 'Suggest an AA shade', { size: 14, fill: PL.accent, weight: 700, anchor: 'middle' })}`;
  return windowScene({
    from: '#e0e7ff',
    to: '#fde68a',
    glow: '#a5b4fc',
    chrome: '#ffffff',
    url: 'palettelab.app/harbour-brand',
    body,
    dark: false,
  });
}

// ——— Shiftboard: shift planning for small teams (light, green) ———
const SB = { bg: '#ffffff', soft: '#f8fafc', line: '#e5e7eb', text: '#111827', muted: '#5b6472', green: '#059669' };
const ROLES = { Kitchen: ['#fff7ed', '#c2410c'], Floor: ['#eff6ff', '#1d4ed8'], Bar: ['#f5f3ff', '#6d28d9'] };

export function shiftboard() {
  const people = [
    ['Ana Costa', 'AC', '#f97316'],
    ['Bruno Lima', 'BL', '#3b82f6'],
    ['Carla Mendes', 'CM', '#8b5cf6'],
    ['Duarte Silva', 'DS', '#10b981'],
    ['Eva Rocha', 'ER', '#ec4899'],
    ['Filipe Sousa', 'FS', '#eab308'],
    ['Gabi Nunes', 'GN', '#06b6d4'],
  ];
  const days = ['Mon 10', 'Tue 11', 'Wed 12', 'Thu 13', 'Fri 14', 'Sat 15', 'Sun 16'];
  const plan = [
    [
      ['Kitchen', '08–16'],
      ['Kitchen', '08–16'],
      null,
      ['Kitchen', '12–20'],
      ['Kitchen', '12–20'],
      null,
      ['Kitchen', '10–18'],
    ],
    [['Floor', '11–19'], null, ['Floor', '11–19'], ['Floor', '11–19'], null, ['Floor', '16–24'], ['Floor', '16–24']],
    [null, ['Bar', '17–01'], ['Bar', '17–01'], null, ['Bar', '17–01'], ['Bar', '17–01'], null],
    [
      ['Kitchen', '12–20'],
      ['Kitchen', '12–20'],
      ['Kitchen', '08–16'],
      null,
      null,
      ['Kitchen', '08–16'],
      ['Kitchen', '08–16'],
    ],
    [['Floor', '16–24'], ['Floor', '16–24'], null, ['Floor', '16–24'], ['Floor', '11–19'], null, null],
    [null, null, ['Bar', '12–20'], ['Bar', '12–20'], ['Bar', '16–24'], ['Bar', '16–24'], ['Bar', '12–20']],
    [['Floor', '08–16'], ['Floor', '08–16'], ['Floor', '08–16'], null, ['Floor', '08–16'], null, null],
  ];
  const x0 = 250;
  const colW = 160;
  const y0 = 176;
  const rowH = 82;
  const body = `${r(0, 0, 1400, 816, { fill: SB.bg })}
    ${r(0, 0, 1400, 72, { fill: SB.bg })}<path d="M0 72 H1400" stroke="${SB.line}"/>
    ${r(24, 20, 32, 32, { fill: SB.green, rx: 8 })}${r(31, 28, 18, 4, { fill: '#fff', rx: 2 })}${r(31, 36, 12, 4, { fill: '#fff', rx: 2 })}${r(31, 44, 15, 4, { fill: '#fff', rx: 2 })}
    ${t(68, 43, 'Shiftboard', { size: 20, fill: SB.text, weight: 700 })}${t(196, 43, 'Casa do Mar · Lisbon', { size: 15, fill: SB.muted })}
    ${r(980, 18, 36, 36, { fill: 'none', rx: 8, stroke: SB.line })}${t(998, 42, '‹', { size: 20, fill: SB.text, anchor: 'middle' })}${t(1100, 43, 'Week 11 · 10–16 Mar', { size: 15, fill: SB.text, weight: 700, anchor: 'middle' })}${r(1184, 18, 36, 36, { fill: 'none', rx: 8, stroke: SB.line })}${t(1202, 42, '›', { size: 20, fill: SB.text, anchor: 'middle' })}
    ${r(1236, 18, 140, 36, { fill: SB.green, rx: 8 })}${t(1306, 42, 'Publish week', { size: 15, fill: '#fff', weight: 700, anchor: 'middle' })}
    ${Object.entries(ROLES)
      .map(
        ([role, [bg, fg]], i) =>
          `${r(24 + i * 110, 96, 14, 14, { fill: bg, rx: 4, stroke: fg })}${t(46 + i * 110, 108, role, { size: 14, fill: SB.muted })}`,
      )
      .join('')}
    ${t(1376, 108, '214 h planned · 3 open shifts', { size: 14, fill: SB.muted, anchor: 'end' })}
    ${r(0, 128, 1400, 48, { fill: SB.soft })}<path d="M0 176 H1400 M0 128 H1400" stroke="${SB.line}"/>
    ${t(24, 158, 'TEAM', { size: 12, fill: SB.muted, weight: 700, ls: 1.5 })}
    ${days.map((d, i) => `${i === 3 ? r(x0 + i * colW, 128, colW, 688, { fill: SB.green, opacity: 0.05 }) : ''}${t(x0 + i * colW + 16, 158, d, { size: 14, fill: i === 3 ? SB.green : SB.text, weight: 700 })}<path d="M${x0 + i * colW} 128 V816" stroke="${SB.line}"/>`).join('')}
    ${people
      .map(([name, initials, col], row) => {
        const y = y0 + row * rowH;
        return `<path d="M0 ${y + rowH} H1400" stroke="${SB.line}"/>${c(46, y + 41, 18, col)}${t(46, y + 46, initials, { size: 13, fill: '#fff', weight: 700, anchor: 'middle' })}${t(76, y + 38, name, { size: 15, fill: SB.text, weight: 700 })}${t(76, y + 58, `${plan[row].filter(Boolean).length * 8} h`, { size: 13, fill: SB.muted })}${plan[
          row
        ]
          .map((shift, day) => {
            if (!shift) return '';
            const [role, time] = shift;
            const [bg, fg] = ROLES[role];
            const x = x0 + day * colW + 8;
            return `${r(x, y + 10, colW - 16, rowH - 20, { fill: bg, rx: 8 })}${r(x, y + 10, 4, rowH - 20, { fill: fg, rx: 2 })}${t(x + 14, y + 36, time, { size: 15, fill: fg, weight: 700 })}${t(x + 14, y + 56, role, { size: 13, fill: fg, opacity: 0.8 })}`;
          })
          .join('')}`;
      })
      .join('')}
    ${r(x0 + 3 * colW + 8, y0 + 2 * rowH + 10, colW - 16, rowH - 20, { fill: 'none', rx: 8, stroke: SB.green, sw: 2, dash: '6 5' })}
    <g transform="rotate(-3 ${x0 + 3 * colW + 80} ${y0 + 2 * rowH + 50})"><rect x="${x0 + 3 * colW + 18}" y="${y0 + 2 * rowH + 18}" width="${colW - 16}" height="${rowH - 20}" rx="8" fill="#f5f3ff" stroke="#6d28d9" stroke-width="2" filter="url(#shadow)"/>${t(x0 + 3 * colW + 32, y0 + 2 * rowH + 44, '17–01', { size: 15, fill: '#6d28d9', weight: 700 })}${t(x0 + 3 * colW + 32, y0 + 2 * rowH + 64, 'Bar', { size: 13, fill: '#6d28d9' })}</g>
    ${r(946, 712, 430, 80, { fill: '#111827', rx: 14 })}${c(984, 752, 14, SB.green)}<path d="M977 752 l5 5 l9 -10" fill="none" stroke="#fff" stroke-width="2.5"/>
    ${t(1012, 746, 'Shift moved to Thu 13', { size: 16, fill: '#fff', weight: 700 })}${t(1012, 770, 'Carla, Duarte and Eva were notified', { size: 14, fill: '#cbd5e1' })}${t(1356, 758, 'Undo', { size: 15, fill: '#6ee7b7', weight: 700, anchor: 'end' })}`;
  return windowScene({
    from: '#d1fae5',
    to: '#e0f2fe',
    glow: '#6ee7b7',
    chrome: '#ffffff',
    url: 'shiftboard.app/casa-do-mar/week/11',
    body,
    dark: false,
  });
}

/** A phone at (x, y), 360 × 740, its screen drawn by `screen` in its own coordinates (336 × 716). */
function phone(x, y, screen, { frame = '#111827', tilt = 0 } = {}) {
  return `<g transform="translate(${x} ${y}) rotate(${tilt} 180 370)">
    <rect width="360" height="740" rx="52" fill="${frame}" filter="url(#shadow)"/>
    <clipPath id="screen-${x}"><rect x="12" y="12" width="336" height="716" rx="42"/></clipPath>
    <g clip-path="url(#screen-${x})"><g transform="translate(12 12)">${screen}</g></g>
    <rect x="130" y="24" width="100" height="28" rx="14" fill="${frame}"/>
  </g>`;
}

function phoneScene({ from, to, glow, body }) {
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <radialGradient id="glow" cx=".5" cy=".5" r=".6"><stop offset="0" stop-color="${glow}" stop-opacity=".6"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
    <filter id="shadow" x="-20%" y="-10%" width="140%" height="130%"><feDropShadow dx="0" dy="26" stdDeviation="26" flood-color="#000" flood-opacity=".28"/></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/><rect width="${W}" height="${H}" fill="url(#glow)"/>${body}`;
}

export function shiftboardPhone() {
  const mine = (title) => {
    const shifts = [
      ['Mon 10', '12:00 – 20:00', 'Kitchen'],
      ['Tue 11', '12:00 – 20:00', 'Kitchen'],
      ['Wed 12', '08:00 – 16:00', 'Kitchen'],
      ['Sat 15', '08:00 – 16:00', 'Kitchen'],
    ];
    return `${r(0, 0, 336, 716, { fill: '#f8fafc' })}${t(24, 96, title, { size: 26, fill: SB.text, weight: 700 })}${t(24, 122, 'Week 11 · 32 h', { size: 14, fill: SB.muted })}
      ${shifts
        .map(
          ([d, h, role], i) =>
            `${r(20, 148 + i * 92, 296, 78, { fill: '#fff', rx: 14, stroke: SB.line })}${r(20, 148 + i * 92, 5, 78, { fill: '#c2410c', rx: 2 })}${t(40, 180 + i * 92, d, { size: 14, fill: SB.muted, weight: 700 })}${t(40, 206 + i * 92, h, { size: 18, fill: SB.text, weight: 700 })}${t(300, 206 + i * 92, role, { size: 13, fill: '#c2410c', anchor: 'end' })}`,
        )
        .join('')}
      ${r(20, 534, 296, 56, { fill: SB.green, rx: 14 })}${t(168, 568, 'Offer a shift', { size: 16, fill: '#fff', weight: 700, anchor: 'middle' })}
      ${r(0, 640, 336, 76, { fill: '#fff' })}<path d="M0 640 H336" stroke="${SB.line}"/>${['Shifts', 'Swaps', 'Team'].map((l, i) => t(56 + i * 112, 684, l, { size: 13, fill: i === 0 ? SB.green : SB.muted, weight: 700, anchor: 'middle' })).join('')}`;
  };
  const swap = `${r(0, 0, 336, 716, { fill: '#f8fafc' })}${t(24, 96, 'Swaps', { size: 26, fill: SB.text, weight: 700 })}${t(24, 122, '2 open · 5 done this month', { size: 14, fill: SB.muted })}
    ${[0, 1, 2].map((i) => `${r(20, 148 + i * 92, 296, 78, { fill: '#fff', rx: 14, stroke: SB.line })}${r(40, 172 + i * 92, 120, 12, { fill: SB.line, rx: 6 })}${r(40, 196 + i * 92, 180, 14, { fill: SB.line, rx: 7 })}`).join('')}
    ${r(0, 0, 336, 716, { fill: '#0f172a', opacity: 0.55 })}
    ${r(16, 300, 304, 400, { fill: '#fff', rx: 24 })}${r(148, 312, 40, 5, { fill: SB.line, rx: 3 })}
    ${c(56, 372, 22, '#3b82f6')}${t(56, 378, 'BL', { size: 14, fill: '#fff', weight: 700, anchor: 'middle' })}
    ${t(90, 366, 'Bruno asks to swap', { size: 17, fill: SB.text, weight: 700 })}${t(90, 388, '2 min ago', { size: 13, fill: SB.muted })}
    ${r(36, 416, 264, 64, { fill: '#eff6ff', rx: 12 })}${t(52, 442, 'His Fri 14 · 11:00 – 19:00', { size: 14, fill: '#1d4ed8', weight: 700 })}${t(52, 464, 'for your Sat 15 · 08:00 – 16:00', { size: 14, fill: '#1d4ed8' })}
    ${r(36, 494, 264, 44, { fill: '#ecfdf5', rx: 12 })}${t(52, 522, '✓ Both stay under 40 h', { size: 14, fill: '#047857', weight: 700 })}
    ${r(36, 560, 126, 52, { fill: 'none', rx: 14, stroke: SB.line, sw: 1.5 })}${t(99, 592, 'Decline', { size: 16, fill: SB.text, weight: 700, anchor: 'middle' })}
    ${r(174, 560, 126, 52, { fill: SB.green, rx: 14 })}${t(237, 592, 'Accept', { size: 16, fill: '#fff', weight: 700, anchor: 'middle' })}`;
  const body = `${phone(380, 150, mine('My shifts'), { tilt: -4 })}${phone(860, 110, swap, { tilt: 4 })}`;
  return phoneScene({ from: '#ecfdf5', to: '#dbeafe', glow: '#a7f3d0', body });
}

// ——— Recipe Relay: shared recipes and shopping lists (warm, orange) ———
export function recipeRelay() {
  const RR = { text: '#1f1300', muted: '#6b5a45', orange: '#ea580c', line: '#f1e4d3' };
  const recipe = `${r(0, 0, 336, 716, { fill: '#fffaf3' })}
    <defs><radialGradient id="bowl" cx=".5" cy=".35" r=".7"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#f1e4d3"/></radialGradient></defs>
    ${r(0, 0, 336, 300, { fill: '#fde6c8' })}
    ${c(168, 170, 104, 'url(#bowl)')}${c(168, 170, 84, '#f7d58a')}
    ${[
      [130, 140, '#65a30d', 16],
      [196, 150, '#4d7c0f', 14],
      [160, 200, '#84cc16', 12],
      [206, 196, '#65a30d', 13],
      [120, 190, '#4d7c0f', 11],
    ]
      .map(
        ([x, y, col, rad]) =>
          `<ellipse cx="${x}" cy="${y}" rx="${rad * 1.6}" ry="${rad}" fill="${col}" transform="rotate(-30 ${x} ${y})"/>`,
      )
      .join('')}
    ${c(150, 168, 9, '#fef9c3', 'stroke="#facc15" stroke-width="3"')}${c(188, 176, 9, '#fef9c3', 'stroke="#facc15" stroke-width="3"')}
    ${t(24, 342, 'Lemon orzo with greens', { size: 22, fill: RR.text, weight: 700 })}${t(24, 368, '25 min · 4 servings · from Ana', { size: 14, fill: RR.muted })}
    ${['250 g orzo', '2 lemons, zest and juice', '200 g spinach', '100 g feta', 'A handful of peas']
      .map(
        (item, i) =>
          `${r(24, 392 + i * 44, 22, 22, { fill: i < 2 ? RR.orange : 'none', rx: 6, stroke: RR.orange, sw: 2 })}${i < 2 ? `<path d="M29 ${403 + i * 44} l5 5 l8 -9" fill="none" stroke="#fff" stroke-width="2.5"/>` : ''}${t(58, 409 + i * 44, item, { size: 15, fill: i < 2 ? RR.muted : RR.text })}`,
      )
      .join('')}
    ${r(20, 624, 296, 56, { fill: RR.orange, rx: 16 })}${t(168, 658, 'Start cooking', { size: 17, fill: '#fff', weight: 700, anchor: 'middle' })}`;
  const list = `${r(0, 0, 336, 716, { fill: '#fffaf3' })}${t(24, 96, 'Sunday batch', { size: 26, fill: RR.text, weight: 700 })}${t(24, 122, 'Shared with 3 people · 11 items', { size: 14, fill: RR.muted })}
    ${[
      ['Orzo', 'Ana', '#f97316', true],
      ['Lemons × 4', 'Ana', '#f97316', true],
      ['Feta', 'Rui', '#0ea5e9', false],
      ['Spinach', 'Rui', '#0ea5e9', false],
      ['Chickpeas × 2', 'Mia', '#a855f7', false],
      ['Tahini', 'Mia', '#a855f7', false],
      ['Flatbreads', 'Nova', '#16a34a', false],
    ]
      .map(
        ([item, who, col, done], i) =>
          `${r(16, 148 + i * 62, 304, 54, { fill: '#fff', rx: 12, stroke: RR.line })}${c(44, 175 + i * 62, 11, done ? RR.orange : 'none', `stroke="${RR.orange}" stroke-width="2"`)}${t(66, 181 + i * 62, item, { size: 16, fill: done ? RR.muted : RR.text, weight: done ? 400 : 700 })}${done ? `<path d="M66 ${176 + i * 62} H${70 + item.length * 8}" stroke="${RR.muted}" stroke-width="1.5"/>` : ''}${c(292, 175 + i * 62, 13, col)}${t(292, 180 + i * 62, who[0], { size: 12, fill: '#fff', weight: 700, anchor: 'middle' })}`,
      )
      .join('')}
    ${r(16, 600, 304, 52, { fill: '#fff', rx: 26, stroke: RR.line })}${t(40, 632, 'Add an item…', { size: 15, fill: RR.muted })}${c(294, 626, 18, RR.orange)}${t(294, 633, '+', { size: 20, fill: '#fff', weight: 700, anchor: 'middle' })}`;
  const toast = `<g filter="url(#shadow)">${r(1150, 250, 300, 92, { fill: '#fff', rx: 18 })}</g>${c(1192, 296, 20, '#dcfce7')}<path d="M1183 296 l6 6 l11 -12" fill="none" stroke="#16a34a" stroke-width="3"/>${t(1226, 290, 'Synced to 3 phones', { size: 16, fill: RR.text, weight: 700 })}${t(1226, 314, 'Rui added Feta · just now', { size: 14, fill: RR.muted })}`;
  const badge = `<g filter="url(#shadow)">${r(150, 640, 270, 84, { fill: '#fff', rx: 18 })}</g>${t(176, 676, 'Works offline', { size: 16, fill: RR.text, weight: 700 })}${t(176, 700, 'Lists sync when you’re back', { size: 14, fill: RR.muted })}`;
  return phoneScene({
    from: '#ffedd5',
    to: '#fecaca',
    glow: '#fff7ed',
    body: `${phone(420, 140, recipe, { tilt: -5 })}${phone(830, 120, list, { tilt: 4 })}${toast}${badge}`,
  });
}

// ——— Ledgerline API: a double-entry ledger API console (dark, violet) ———
const LL = {
  bg: '#0b1020',
  panel: '#111831',
  line: '#1f2a4a',
  text: '#e2e8f0',
  muted: '#93a3bd',
  violet: '#a78bfa',
  green: '#34d399',
  amber: '#fbbf24',
  key: '#7dd3fc',
  str: '#fda4af',
  num: '#fcd34d',
};

/** JSON as coloured lines of code, from [indent, key, value, comma] tuples. */
function code(x, y, lines, { numbers = true } = {}) {
  return lines
    .map(([indent, key, value, comma], i) => {
      const yy = y + i * 30;
      const parts = [];
      let cx = x + 44 + indent * 22;
      const push = (str, fill) => {
        parts.push(t(cx, yy, str, { size: 17, fill, family: MONO }));
        cx += str.length * 10.2;
      };
      if (key !== null) {
        push(`"${key}"`, LL.key);
        push(': ', LL.muted);
      }
      if (value !== null) {
        const fill = /^".*"$/.test(value) ? LL.str : /^-?\d/.test(value) || value === 'true' ? LL.num : LL.muted;
        push(value, fill);
      }
      if (comma) push(',', LL.muted);
      return `${numbers ? t(x + 24, yy, String(i + 1), { size: 14, fill: '#475569', family: MONO, anchor: 'end' }) : ''}${parts.join('')}`;
    })
    .join('');
}

export function ledgerline() {
  const endpoints = [
    ['ACCOUNTS', null],
    ['GET', '/accounts'],
    ['POST', '/accounts'],
    ['TRANSFERS', null],
    ['POST', '/transfers'],
    ['GET', '/transfers/{id}'],
    ['LEDGER', null],
    ['GET', '/entries'],
    ['GET', '/balances'],
    ['WEBHOOKS', null],
    ['POST', '/webhooks'],
  ];
  let y = 80;
  const nav = endpoints
    .map(([method, path]) => {
      if (path === null) {
        y += 22;
        const out = t(24, y, method, { size: 12, fill: LL.muted, weight: 700, ls: 1.5 });
        y += 16;
        return out;
      }
      const active = path === '/transfers' && method === 'POST';
      const out = `${active ? r(12, y, 236, 36, { fill: LL.violet, rx: 8, opacity: 0.14 }) : ''}${t(24, y + 24, method, { size: 12, fill: method === 'GET' ? LL.green : LL.amber, weight: 700, family: MONO })}${t(74, y + 24, path, { size: 14, fill: active ? LL.text : LL.muted, family: MONO })}`;
      y += 40;
      return out;
    })
    .join('');
  const request = [
    [0, null, '{', false],
    [1, 'from', '"acc_9Qf2Lm"', true],
    [1, 'to', '"acc_1Lx7Tb"', true],
    [1, 'amount', '125000', true],
    [1, 'currency', '"EUR"', true],
    [1, 'reference', '"INV-2024-0317"', true],
    [1, 'idempotency_key', '"trf-0317-0042"', false],
    [0, null, '}', false],
  ];
  const response = [
    [0, null, '{', false],
    [1, 'id', '"trf_7Hn3Qa"', true],
    [1, 'status', '"settled"', true],
    [1, 'entries', '[', false],
    [2, null, '{ "account": "acc_9Qf2Lm", "debit": 125000 },', false],
    [2, null, '{ "account": "acc_1Lx7Tb", "credit": 125000 }', false],
    [1, null, '],', false],
    [1, 'balanced', 'true', true],
    [1, 'created_at', '"2024-03-17T09:41:07Z"', false],
    [0, null, '}', false],
  ];
  const latency = Array.from({ length: 40 }, (_, i) => 0.3 + wave(i, 4) * 0.45 + (i === 31 ? 0.2 : 0));
  const body = `${r(0, 0, 1400, 816, { fill: LL.bg })}
    ${r(0, 0, 260, 816, { fill: '#090d1a' })}<path d="M260 0 V816" stroke="${LL.line}"/>
    ${r(24, 24, 28, 28, { fill: LL.violet, rx: 7 })}<path d="M31 31 v14 h14" fill="none" stroke="#1e1b4b" stroke-width="3"/>${t(62, 45, 'Ledgerline', { size: 19, fill: LL.text, weight: 700 })}${t(168, 45, 'v1', { size: 13, fill: LL.muted })}
    ${nav}
    ${r(284, 24, 82, 34, { fill: LL.amber, rx: 8, opacity: 0.16 })}${t(325, 47, 'POST', { size: 15, fill: LL.amber, weight: 700, anchor: 'middle', family: MONO })}
    ${t(380, 48, 'https://api.ledgerline.dev/v1/transfers', { size: 17, fill: LL.text, family: MONO })}
    ${r(1250, 22, 126, 38, { fill: LL.violet, rx: 8 })}${t(1313, 47, 'Send ⌘↵', { size: 15, fill: '#1e1b4b', weight: 700, anchor: 'middle' })}
    <path d="M260 80 H1400" stroke="${LL.line}"/>
    ${['Body', 'Headers 3', 'Auth'].map((tab, i) => `${t(300 + i * 110, 116, tab, { size: 15, fill: i === 0 ? LL.text : LL.muted, weight: i === 0 ? 700 : 400 })}${i === 0 ? r(300, 126, 40, 3, { fill: LL.violet }) : ''}`).join('')}
    ${r(284, 144, 520, 440, { fill: LL.panel, rx: 12, stroke: LL.line })}${code(290, 190, request)}
    ${t(830, 116, 'Response', { size: 15, fill: LL.text, weight: 700 })}
    ${r(924, 98, 118, 26, { fill: LL.green, rx: 13, opacity: 0.16 })}${t(983, 116, '201 Created', { size: 13, fill: LL.green, weight: 700, anchor: 'middle' })}${t(1058, 116, '38 ms · 412 B', { size: 13, fill: LL.muted })}
    ${r(828, 144, 548, 440, { fill: LL.panel, rx: 12, stroke: LL.line })}${code(834, 190, response)}
    ${r(284, 608, 1092, 184, { fill: LL.panel, rx: 12, stroke: LL.line })}
    ${t(308, 644, 'Latency, last hour', { size: 15, fill: LL.text, weight: 700 })}${t(1352, 644, 'p50 22 ms · p95 41 ms · 0 errors', { size: 14, fill: LL.muted, anchor: 'end' })}
    <defs><linearGradient id="lat" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${LL.violet}" stop-opacity=".35"/><stop offset="1" stop-color="${LL.violet}" stop-opacity="0"/></linearGradient></defs>
    <path d="${smooth(series(308, 664, 1044, 104, latency))} L1352 768 L308 768 Z" fill="url(#lat)"/><path d="${smooth(series(308, 664, 1044, 104, latency))}" fill="none" stroke="${LL.violet}" stroke-width="2.5"/>
    <path d="M308 694 H1352" stroke="${LL.amber}" stroke-opacity=".5" stroke-dasharray="6 6"/>${t(1352, 688, 'SLO 60 ms', { size: 12, fill: LL.amber, anchor: 'end' })}`;
  return windowScene({
    from: '#1e1b4b',
    to: '#0b1020',
    glow: '#7c3aed',
    chrome: '#090d1a',
    url: 'console.ledgerline.dev',
    body,
  });
}

export function ledgerlineDocs() {
  const body = `${r(0, 0, 1400, 816, { fill: '#ffffff' })}
    ${r(0, 0, 280, 816, { fill: '#f8fafc' })}<path d="M280 0 V816" stroke="#e2e8f0"/>
    ${r(24, 26, 26, 26, { fill: '#7c3aed', rx: 7 })}${t(62, 45, 'Ledgerline docs', { size: 18, fill: '#0f172a', weight: 700 })}
    ${['Getting started', 'Idempotency', 'Accounts', 'Transfers', 'Reconciliation', 'Webhooks', 'Errors']
      .map(
        (item, i) =>
          `${i === 4 ? r(12, 86 + i * 42, 256, 36, { fill: '#7c3aed', rx: 8, opacity: 0.08 }) : ''}${t(28, 110 + i * 42, item, { size: 15, fill: i === 4 ? '#6d28d9' : '#334155', weight: i === 4 ? 700 : 400 })}`,
      )
      .join('')}
    ${t(340, 84, 'Reconciliation', { size: 36, fill: '#0f172a', weight: 700 })}
    ${t(340, 124, 'Every night Ledgerline matches each entry against the bank’s statement and', { size: 17, fill: '#475569' })}
    ${t(340, 150, 'reports what does not match, so month-end closes in hours instead of days.', { size: 17, fill: '#475569' })}
    ${r(340, 184, 640, 250, { fill: '#f8fafc', rx: 12, stroke: '#e2e8f0' })}
    ${t(364, 222, 'Last run · 17 Mar 02:00', { size: 15, fill: '#0f172a', weight: 700 })}
    ${[
      ['Entries checked', '48,210', '#0f172a'],
      ['Matched automatically', '99.7 %', '#047857'],
      ['Needs review', '14', '#b45309'],
      ['Time taken', '3 min 12 s', '#0f172a'],
    ]
      .map(
        ([k, v, col], i) =>
          `${t(364, 270 + i * 44, k, { size: 16, fill: '#475569' })}${t(956, 270 + i * 44, v, { size: 18, fill: col, weight: 700, anchor: 'end' })}`,
      )
      .join('')}
    ${t(340, 490, 'Fetch the report', { size: 22, fill: '#0f172a', weight: 700 })}
    ${r(340, 510, 640, 120, { fill: '#0b1020', rx: 12 })}
    ${t(364, 552, '$ curl https://api.ledgerline.dev/v1/reconciliations/latest \\', { size: 15, fill: '#e2e8f0', family: MONO })}
    ${t(364, 580, '    -H "Authorization: Bearer $LEDGERLINE_KEY"', { size: 15, fill: '#a5b4fc', family: MONO })}
    ${t(364, 608, '# 200 OK · { "matched": 48196, "review": 14 }', { size: 15, fill: '#64748b', family: MONO })}
    ${r(1020, 184, 340, 446, { fill: '#faf5ff', rx: 12, stroke: '#e9d5ff' })}
    ${t(1044, 222, 'Needs review', { size: 16, fill: '#6d28d9', weight: 700 })}
    ${[
      ['trf_7Hn3Qa', '€1,250.00', 'Date differs by 1 day'],
      ['trf_2Kp8Vd', '€89.90', 'Amount differs by €0.10'],
      ['trf_9Lm1Xc', '€4,020.00', 'No bank line yet'],
      ['trf_3Qz6Ne', '€310.00', 'Duplicate bank line'],
    ]
      .map(
        ([id, amount, why], i) =>
          `${r(1040, 244 + i * 92, 300, 80, { fill: '#ffffff', rx: 10, stroke: '#ede9fe' })}${t(1056, 274 + i * 92, id, { size: 14, fill: '#0f172a', family: MONO })}${t(1324, 274 + i * 92, amount, { size: 15, fill: '#0f172a', weight: 700, anchor: 'end' })}${t(1056, 302 + i * 92, why, { size: 14, fill: '#7c3aed' })}`,
      )
      .join('')}`;
  return windowScene({
    from: '#ede9fe',
    to: '#e0e7ff',
    glow: '#c4b5fd',
    chrome: '#f8fafc',
    url: 'docs.ledgerline.dev/reconciliation',
    body,
    dark: false,
  });
}

// ——— Queue Keeper: a job queue monitor (dark, amber) ———
export function queueKeeper() {
  const QK = {
    bg: '#0f1115',
    panel: '#171a21',
    line: '#262b36',
    text: '#e5e7eb',
    muted: '#9aa3b2',
    amber: '#f59e0b',
    red: '#f87171',
    green: '#4ade80',
    blue: '#60a5fa',
  };
  const a = Array.from({ length: 36 }, (_, i) => 0.32 + wave(i, 1) * 0.22);
  const b = a.map((v, i) => v + 0.12 + wave(i, 3) * 0.12);
  const top = b.map((v, i) => v + 0.08 + wave(i, 5) * 0.1);
  const box = [300, 314, 740, 250];
  const path = (vals) => smooth(series(...box, vals));
  // Stacked: each band drawn from the axis up, the lower ones over the higher.
  const area = (vals) => `${path(vals)} L${box[0] + box[2]} ${box[1] + box[3]} L${box[0]} ${box[1] + box[3]} Z`;
  const queues = [
    ['emails.send', '12', '48', '0', '0.4 s', QK.green, 'Healthy'],
    ['invoices.render', '3', '16', '0', '1.8 s', QK.green, 'Healthy'],
    ['webhooks.deliver', '214', '64', '7', '6.2 s', QK.amber, 'Backing off'],
    ['search.index', '0', '8', '0', '0.9 s', QK.green, 'Healthy'],
    ['exports.csv', '1', '2', '1', '12 s', QK.red, '1 failed'],
  ];
  const body = `${r(0, 0, 1400, 816, { fill: QK.bg })}
    ${r(0, 0, 240, 816, { fill: '#0b0d10' })}<path d="M240 0 V816" stroke="${QK.line}"/>
    ${[0, 1, 2].map((i) => r(24, 26 + i * 9, 26 - i * 6, 6, { fill: QK.amber, rx: 3, opacity: 1 - i * 0.25 })).join('')}${t(62, 47, 'Queue Keeper', { size: 19, fill: QK.text, weight: 700 })}
    ${['Overview', 'Queues', 'Workers', 'Failed jobs', 'Schedules', 'Alerts'].map((item, i) => `${i === 0 ? r(12, 86 + i * 42, 216, 36, { fill: QK.amber, rx: 8, opacity: 0.12 }) : ''}${t(28, 110 + i * 42, item, { size: 15, fill: i === 0 ? QK.amber : QK.muted, weight: i === 0 ? 700 : 400 })}${i === 3 ? `${r(180, 94 + i * 42, 32, 22, { fill: QK.red, rx: 11, opacity: 0.18 })}${t(196, 110 + i * 42, '1', { size: 13, fill: QK.red, weight: 700, anchor: 'middle' })}` : ''}`).join('')}
    ${t(276, 58, 'Overview', { size: 28, fill: QK.text, weight: 700 })}
    ${r(410, 36, 104, 28, { fill: QK.green, rx: 14, opacity: 0.14 })}${c(428, 50, 4, QK.green)}${t(440, 55, 'production', { size: 13, fill: QK.green, weight: 700 })}
    ${r(1228, 32, 148, 36, { fill: QK.panel, rx: 8, stroke: QK.line })}${t(1248, 56, 'Last 1 hour  ▾', { size: 14, fill: QK.text })}
    ${[
      ['JOBS / MIN', '12,480', '+8% vs yesterday', QK.text],
      ['FAILED', '0.02%', '3 of 748k', QK.text],
      ['OLDEST WAITING', '6.2 s', 'webhooks.deliver', QK.amber],
      ['WORKERS', '24 / 24', 'all heartbeating', QK.text],
    ]
      .map(
        ([k, v, note, col], i) =>
          `${r(276 + i * 278, 92, 262, 116, { fill: QK.panel, rx: 12, stroke: QK.line })}${t(300 + i * 278, 124, k, { size: 12, fill: QK.muted, weight: 700, ls: 1.5 })}${t(300 + i * 278, 168, v, { size: 34, fill: col, weight: 700 })}${t(300 + i * 278, 192, note, { size: 13, fill: QK.muted })}`,
      )
      .join('')}
    ${r(276, 228, 788, 360, { fill: QK.panel, rx: 12, stroke: QK.line })}
    ${t(300, 266, 'Throughput', { size: 16, fill: QK.text, weight: 700 })}
    ${[
      ['emails', QK.blue],
      ['webhooks', QK.amber],
      ['other', '#a78bfa'],
    ]
      .map(
        ([l, col], i) =>
          `${r(760 + i * 100, 256, 12, 12, { fill: col, rx: 3 })}${t(778 + i * 100, 267, l, { size: 13, fill: QK.muted })}`,
      )
      .join('')}
    ${[0, 1, 2, 3].map((i) => `<path d="M300 ${314 + i * 83} H1040" stroke="${QK.line}"/>`).join('')}
    <path d="${area(top)}" fill="#5b4b8a"/><path d="${area(b)}" fill="#8a5a12"/><path d="${area(a)}" fill="#2f5a8f"/>
    <path d="${path(top)}" fill="none" stroke="#c4b5fd" stroke-width="2"/>
    ${['14:00', '14:15', '14:30', '14:45', '15:00'].map((l, i) => t(300 + i * 185, 586 - 10, l, { size: 12, fill: QK.muted, anchor: i === 0 ? 'start' : i === 4 ? 'end' : 'middle' })).join('')}
    ${r(1084, 228, 292, 360, { fill: QK.panel, rx: 12, stroke: QK.line })}
    ${t(1108, 266, 'Workers by region', { size: 16, fill: QK.text, weight: 700 })}
    ${[
      ['eu-west', 12, QK.green],
      ['us-east', 8, QK.green],
      ['ap-south', 4, QK.green],
    ]
      .map(
        ([reg, n, col], i) =>
          `${t(1108, 312 + i * 70, reg, { size: 14, fill: QK.muted, family: MONO })}${t(1352, 312 + i * 70, `${n} up`, { size: 14, fill: col, weight: 700, anchor: 'end' })}${Array.from({ length: 12 }, (_, k) => r(1108 + k * 20, 324 + i * 70, 14, 14, { fill: k < n ? col : QK.line, rx: 3, opacity: k < n ? 0.8 : 1 })).join('')}`,
      )
      .join('')}
    ${t(1108, 548, 'CPU 41% · memory 58%', { size: 14, fill: QK.muted })}
    ${r(276, 608, 1100, 188, { fill: QK.panel, rx: 12, stroke: QK.line })}
    ${['QUEUE', 'WAITING', 'ACTIVE', 'FAILED', 'P95 WAIT', 'STATUS'].map((h, i) => t([300, 620, 780, 920, 1060, 1220][i], 640, h, { size: 12, fill: QK.muted, weight: 700, ls: 1.5 })).join('')}
    ${queues
      .map(([name, waiting, active, failed, p95, col, status], i) => {
        const y = 652 + i * 28;
        return `${t(300, y + 16, name, { size: 15, fill: QK.text, family: MONO })}${t(620, y + 16, waiting, { size: 15, fill: QK.text })}${t(780, y + 16, active, { size: 15, fill: QK.text })}${t(920, y + 16, failed, { size: 15, fill: failed === '0' ? QK.muted : QK.red })}${t(1060, y + 16, p95, { size: 15, fill: QK.text })}${c(1226, y + 11, 5, col)}${t(1240, y + 16, status, { size: 14, fill: col })}`;
      })
      .join('')}`;
  return windowScene({
    from: '#3b2a0b',
    to: '#0f1115',
    glow: '#f59e0b',
    chrome: '#0b0d10',
    url: 'queuekeeper.internal/overview',
    body,
  });
}

// ——— The portrait: Nova, a friendly flat illustration ———
export function portrait(size) {
  const s = size / 800;
  return `<defs>
      <linearGradient id="pbg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c7d2fe"/><stop offset="1" stop-color="#f5d0fe"/></linearGradient>
      <linearGradient id="top" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#115e59"/></linearGradient>
      <clipPath id="frame"><rect width="800" height="800"/></clipPath>
    </defs>
    <g transform="scale(${s})" clip-path="url(#frame)">
      <rect width="800" height="800" fill="url(#pbg)"/>
      <circle cx="620" cy="170" r="120" fill="#fff" fill-opacity=".35"/>
      <circle cx="140" cy="640" r="90" fill="#818cf8" fill-opacity=".25"/>
      <!-- hair behind -->
      <path d="M238 360 C220 220 300 130 410 132 C530 134 600 226 584 370 C576 450 600 520 560 560 L262 560 C224 520 246 446 238 360 Z" fill="#2a1a14"/>
      <!-- shoulders and top -->
      <path d="M130 800 C140 650 240 574 400 570 C560 574 660 650 670 800 Z" fill="url(#top)"/>
      <path d="M336 574 C352 628 448 628 464 574 L452 566 C430 600 370 600 348 566 Z" fill="#0d5c55"/>
      <!-- neck -->
      <path d="M352 490 L352 572 C372 602 428 602 448 572 L448 490 Z" fill="#c98d6b"/>
      <path d="M352 520 C380 546 420 546 448 520 L448 500 L352 500 Z" fill="#b57a5a"/>
      <!-- face -->
      <ellipse cx="400" cy="380" rx="138" ry="162" fill="#dfa383"/>
      <ellipse cx="262" cy="392" rx="22" ry="34" fill="#d3977a"/>
      <ellipse cx="538" cy="392" rx="22" ry="34" fill="#d3977a"/>
      <circle cx="262" cy="430" r="7" fill="#fbbf24"/>
      <circle cx="538" cy="430" r="7" fill="#fbbf24"/>
      <!-- hair front: a side-parted fringe -->
      <path d="M262 330 C262 220 330 176 410 178 C500 180 560 240 548 330 C520 286 470 256 420 250 C380 290 320 316 262 330 Z" fill="#2a1a14"/>
      <path d="M410 182 C470 190 520 226 540 280" fill="none" stroke="#4a2e22" stroke-width="6" stroke-linecap="round"/>
      <!-- brows, eyes, glasses -->
      <path d="M318 338 Q346 324 374 334" fill="none" stroke="#2a1a14" stroke-width="9" stroke-linecap="round"/>
      <path d="M426 334 Q454 324 482 338" fill="none" stroke="#2a1a14" stroke-width="9" stroke-linecap="round"/>
      <path d="M326 384 Q346 368 366 384" fill="none" stroke="#2a1a14" stroke-width="8" stroke-linecap="round"/>
      <path d="M434 384 Q454 368 474 384" fill="none" stroke="#2a1a14" stroke-width="8" stroke-linecap="round"/>
      <circle cx="346" cy="380" r="46" fill="#ffffff" fill-opacity=".12" stroke="#1e293b" stroke-width="7"/>
      <circle cx="454" cy="380" r="46" fill="#ffffff" fill-opacity=".12" stroke="#1e293b" stroke-width="7"/>
      <path d="M392 378 Q400 370 408 378" fill="none" stroke="#1e293b" stroke-width="7"/>
      <path d="M300 372 L270 362 M500 372 L530 362" stroke="#1e293b" stroke-width="7" stroke-linecap="round"/>
      <!-- nose, cheeks, smile -->
      <path d="M398 400 Q390 440 402 446 Q410 448 414 444" fill="none" stroke="#b57a5a" stroke-width="6" stroke-linecap="round"/>
      <ellipse cx="322" cy="452" rx="30" ry="16" fill="#f08f80" fill-opacity=".45"/>
      <ellipse cx="478" cy="452" rx="30" ry="16" fill="#f08f80" fill-opacity=".45"/>
      <path d="M352 474 Q400 522 448 474 Q400 494 352 474 Z" fill="#7f1d1d"/>
      <path d="M362 478 Q400 492 438 478 L434 486 Q400 498 366 486 Z" fill="#fff"/>
    </g>`;
}
