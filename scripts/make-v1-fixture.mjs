// Regenerates tests/fixtures/v1-data: the data folder that the first release (commit 8bc70db)
// writes, produced by that release's own code. Checks the commit out in a temporary git worktree,
// builds it, serves it on 127.0.0.1:3500 with a fresh DATA_DIR, drives it like an owner and a few
// visitors would (Chromium through Playwright, plus the HTTP calls the pages make), stops it and
// copies the data folder here, with EXPECTED.json describing what the fixture must show.
//
//   node scripts/make-v1-fixture.mjs
import { spawn, spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createWriteStream, existsSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as prettier from 'prettier';
import sharp from 'sharp';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, waitForServer } from './shared.mjs';

const COMMIT = '8bc70db';
const PORT = 3500;
const HOST = '127.0.0.1';
const BASE_URL = `http://${HOST}:${PORT}`;
const ADMIN = { username: 'owner', password: 'v1-fixture-password' };
const ROOT = path.resolve(import.meta.dirname, '..');
const FIXTURE_DIR = path.join(ROOT, 'tests', 'fixtures', 'v1-data');

const LIMITS = {
  total: 30 * 60_000,
  git: 120_000,
  npmCi: 15 * 60_000,
  build: 15 * 60_000,
  serverStart: 90,
  serverStop: 10_000,
  action: 15_000,
  navigation: 30_000,
};

// What the owner types, what visitors send. EXPECTED.json is built from these and from what the
// server answered, never retyped.
const EDITS = {
  quote: 'Ship small, ship often, and keep every promise the page makes. (v1 fixture)',
  tagline: 'Full-Stack Developer since the first release',
  status: 'Building a data folder for the upgrade test',
  project: {
    section: 'frontend-project',
    listName: 'Frontend Projects list',
    title: 'Orbit Planner (v1 fixture)',
    techstack: 'Next.js, Sass, Sharp',
    gitLink: 'https://example.com/nova/orbit-planner',
  },
  social: { name: 'Mastodon', link: 'https://mastodon.example/@nova', icon: '/demo/icon-github.png', color: '#6364ff' },
};

const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

// Environment that would steer the release away from a plain local file store.
const SCRUBBED_ENV = [
  /^DATA_/,
  /^ADMIN_/,
  /^SESSION_/,
  /^FIREBASE_/,
  /^NEXT_PUBLIC_/,
  /^GOOGLE_/,
  /^TRUST_PROXY$/,
  /^VERCEL/,
  /^E2E_/,
  /^NEXT_DIST_DIR$/,
];

function log(line) {
  console.log(`[v1-fixture] ${line}`);
}

function cleanEnv(extra) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !SCRUBBED_ENV.some((re) => re.test(k))));
  return { ...env, NEXT_TELEMETRY_DISABLED: '1', ...extra };
}

/** A short command (git): synchronous, bounded by `timeout`. */
function run(cmd, args, { cwd = ROOT, timeout } = {}) {
  const result = spawnSync(cmd, args, { cwd, timeout, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error || result.status !== 0) {
    const why = result.error ? result.error.message : `exit ${result.status}`;
    const tail = `${result.stdout ?? ''}\n${result.stderr ?? ''}`.trim().split('\n').slice(-40).join('\n');
    throw new Error(`${cmd} ${args.join(' ')} failed (${why}):\n${tail}`);
  }
  return result.stdout.trim();
}

/** Children of ours that run in their own process group (build, install, server): cleanup ends each group. */
const groups = new Set();

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Runs a long command in its own process group, its output to `logFile`, killed (the whole group) after `timeout`. */
function runBounded(cmd, args, { cwd, env, timeout, logFile }) {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(logFile);
    const child = spawn(cmd, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    groups.add(child);
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child, 'SIGKILL');
    }, timeout);
    child.once('error', (error) => {
      clearTimeout(timer);
      groups.delete(child);
      reject(error);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      groups.delete(child);
      // Workers the command started and left behind go with it.
      killGroup(child, 'SIGKILL');
      out.end(() => {
        if (code === 0) return resolve();
        const why = timedOut ? `killed after ${timeout / 1000} s` : `exit ${code ?? signal}`;
        reject(new Error(`${cmd} ${args.join(' ')} failed (${why}); see the log below`));
      });
    });
  });
}

function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: HOST, port });
    socket.setTimeout(2000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

/** Polls `check` until it returns a truthy value; names `what` if it never does. */
async function until(check, what, timeout = LIMITS.action) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeout} ms waiting for ${what}${last ? `: ${last.message}` : ''}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** The installed node_modules serve the commit when every dependency it names is there at its exact version. */
async function installedMatches(pkg) {
  const wanted = { ...pkg.dependencies, ...pkg.devDependencies };
  const mismatches = [];
  for (const [name, version] of Object.entries(wanted)) {
    try {
      const installed = JSON.parse(await readFile(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8'));
      if (installed.version !== version) mismatches.push(`${name} ${version} (installed ${installed.version})`);
    } catch {
      mismatches.push(`${name} ${version} (missing)`);
    }
  }
  return mismatches;
}

// ---------------------------------------------------------------------------------------------
// The server of the release

function startServer(appDir, dataDir, logFile) {
  const out = createWriteStream(logFile);
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-H', HOST, '-p', String(PORT)], {
    cwd: appDir,
    env: cleanEnv({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    }),
    // Its own process group, so stopping it reaches next-server and anything it started, and nothing else.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  groups.add(child);
  return child;
}

async function stopServer(child) {
  if (!child) return;
  groups.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return killGroup(child, 'SIGKILL');
  const exited = new Promise((r) => child.once('exit', r));
  const signalGroup = (signal) => killGroup(child, signal);
  signalGroup('SIGTERM');
  const stopped = await Promise.race([
    exited.then(() => true),
    new Promise((r) => setTimeout(() => r(false), LIMITS.serverStop)),
  ]);
  if (!stopped) {
    log(`server ${child.pid} ignored SIGTERM for ${LIMITS.serverStop} ms; SIGKILL`);
    signalGroup('SIGKILL');
    await Promise.race([exited, new Promise((r) => setTimeout(r, LIMITS.serverStop))]);
  }
  // Whatever the group left behind (a next-server child that outlived its parent) goes too.
  signalGroup('SIGKILL');
}

// ---------------------------------------------------------------------------------------------
// Driving the release

/** A small picture with a few shapes: re-encoded by the server into a WebP of a few KB. */
function projectPicture() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b1d3a"/><stop offset="1" stop-color="#00b0fe"/></linearGradient></defs>
    <rect width="480" height="300" fill="url(#g)"/>
    <circle cx="240" cy="150" r="70" fill="none" stroke="#fff" stroke-width="6"/>
    <circle cx="310" cy="100" r="16" fill="#ffcc00"/>
    <rect x="40" y="240" width="400" height="14" rx="7" fill="#ffffff" opacity="0.6"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function clickAndWaitForSave(page, button, savedLabel, what) {
  await page.getByRole('button', { name: button, exact: true }).click({ timeout: LIMITS.action });
  await page.getByRole('button', { name: savedLabel, exact: true }).waitFor({ timeout: LIMITS.action });
  log(`saved: ${what}`);
}

async function editableField(locator, what) {
  await locator.waitFor({ timeout: LIMITS.action });
  await until(() => locator.isEditable(), `${what} to become editable (hydration)`);
  return locator;
}

async function listLabels(page, region) {
  const list = page.getByRole('region', { name: region });
  await list.waitFor({ timeout: LIMITS.action });
  return list
    .getByRole('button', { name: /^Edit / })
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label').slice('Edit '.length)));
}

async function signIn(page) {
  await page.goto('/login');
  await (await editableField(page.getByLabel('Username', { exact: true }), 'Username')).fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(/\/admin$/, { timeout: LIMITS.navigation });
  log(`signed in as ${ADMIN.username}`);
}

async function adminEdits(page) {
  const done = {};

  // Home: the quote and the first tagline.
  await page.goto('/update/home-details');
  const quote = await editableField(page.getByLabel('Quote', { exact: true }), 'Quote');
  const taglinesField = page.getByLabel('Taglines', { exact: true });
  const oldTaglines = (await taglinesField.inputValue()).split('\n').filter((l) => l.trim() !== '');
  const taglines = [EDITS.tagline, ...oldTaglines.slice(1)];
  await quote.fill(EDITS.quote);
  await taglinesField.fill(taglines.join('\n'));
  await clickAndWaitForSave(page, 'Update', 'Updated', 'home quote and tagline');
  done.home = { quote: EDITS.quote, taglines, replacedTagline: oldTaglines[0] };

  // About: the status line.
  await page.goto('/update/about-details');
  const status = await editableField(page.getByLabel('Status', { exact: true }), 'Status');
  const oldStatus = await status.inputValue();
  await status.fill(EDITS.status);
  await clickAndWaitForSave(page, 'Update', 'Updated', 'about status');
  done.about = { status: EDITS.status, replacedStatus: oldStatus };

  // A project whose image is uploaded through the editor's file input.
  const p = EDITS.project;
  await page.goto(`/update/${p.section}`);
  const fileInput = page.getByLabel('Project image file', { exact: true });
  await fileInput.waitFor({ state: 'attached', timeout: LIMITS.action });
  await until(() => fileInput.isEnabled(), 'the image file input to be enabled');
  const picture = await projectPicture();
  await fileInput.setInputFiles({ name: 'orbit-planner.png', mimeType: 'image/png', buffer: picture });
  const urlField = page.getByLabel('Project image URL', { exact: true });
  const imageUrl = await until(async () => {
    const value = await urlField.inputValue();
    return /^\/media\/[A-Za-z0-9_-]+$/.test(value) ? value : null;
  }, 'the uploaded image URL');
  await page.getByLabel('Title', { exact: true }).fill(p.title);
  await page.getByLabel('Tech stack', { exact: true }).fill(p.techstack);
  await page.getByLabel('Code link', { exact: true }).fill(p.gitLink);
  await clickAndWaitForSave(page, 'Add', 'Added', `project "${p.title}" with ${imageUrl}`);
  await until(
    async () => (await listLabels(page, p.listName)).some((l) => l.startsWith(p.title)),
    'the new project in the list',
  );
  done.project = {
    section: p.section,
    title: p.title,
    techstack: p.techstack,
    gitLink: p.gitLink,
    image: imageUrl,
    uploadedBytes: picture.length,
  };

  // Skills: delete the first one.
  await page.goto('/update/skills');
  const skillsBefore = await listLabels(page, 'Skills list');
  const deletedSkill = skillsBefore[0];
  page.once('dialog', (dialog) => void dialog.accept());
  await page
    .getByRole('region', { name: 'Skills list' })
    .getByRole('button', { name: `Delete ${deletedSkill}`, exact: true })
    .click();
  await until(
    async () => !(await listLabels(page, 'Skills list')).includes(deletedSkill),
    `skill "${deletedSkill}" to go`,
  );
  await page.reload();
  const skillsAfter = await until(async () => {
    const labels = await listLabels(page, 'Skills list');
    return labels.length === skillsBefore.length - 1 && !labels.includes(deletedSkill) ? labels : null;
  }, 'the skill deletion to persist');
  log(`deleted skill "${deletedSkill}"`);
  done.skills = { deleted: deletedSkill, remaining: skillsAfter };

  // Known languages: move the second one up.
  await page.goto('/update/known-language');
  const languagesBefore = await listLabels(page, 'Known Languages list');
  if (languagesBefore.length < 2) throw new Error('the demo owner has fewer than two known languages to reorder');
  const moved = languagesBefore[1];
  await page
    .getByRole('region', { name: 'Known Languages list' })
    .getByRole('button', { name: `Move ${moved} up`, exact: true })
    .click();
  await page
    .getByRole('status')
    .filter({ hasText: `${moved}: position` })
    .waitFor({ state: 'attached', timeout: LIMITS.action });
  const wantedOrder = [languagesBefore[1], languagesBefore[0], ...languagesBefore.slice(2)];
  await page.reload();
  const languagesAfter = await until(async () => {
    const labels = await listLabels(page, 'Known Languages list');
    return JSON.stringify(labels) === JSON.stringify(wantedOrder) ? labels : null;
  }, `"${moved}" to stay first after a reload`);
  log(`moved known language "${moved}" up`);
  done.languages = { moved, before: languagesBefore, order: languagesAfter };

  // Social links: one more.
  const s = EDITS.social;
  await page.goto('/update/social-link');
  await (await editableField(page.getByLabel('Name', { exact: true }), 'Name')).fill(s.name);
  await page.getByLabel('Link', { exact: true }).fill(s.link);
  await page.getByLabel('Icon URL', { exact: true }).fill(s.icon);
  await page.getByLabel('Colour', { exact: true }).fill(s.color);
  await clickAndWaitForSave(page, 'Add', 'Added', `social link ${s.name}`);
  await until(
    async () => (await listLabels(page, 'Social Links list')).some((l) => l.startsWith(s.name)),
    'the new social link',
  );
  done.socialLink = { ...s };

  return done;
}

function visitorResponses(page, visits) {
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/api/visit') return;
    try {
      visits.push({ method: response.request().method(), status: response.status(), ...(await response.json()) });
    } catch {
      visits.push({ method: response.request().method(), status: response.status() });
    }
  });
}

/** Opens `route` in a new tab (a new browser session, so a visit is counted) and waits for its count. */
async function openCounted(visitor, route) {
  const page = await visitor.context.newPage();
  visitorResponses(page, visitor.visits);
  const counted = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/visit' && r.request().method() === 'POST',
    { timeout: LIMITS.navigation },
  );
  await page.goto(route, { timeout: LIMITS.navigation });
  const response = await counted;
  const body = await response.json();
  if (response.status() !== 200 || body.counted !== true)
    throw new Error(`visit to ${route} was not counted: ${JSON.stringify(body)}`);
  // The name of the cookie the release keeps its visitor id in, as the server set it.
  const setCookie = await response.headerValue('set-cookie');
  if (setCookie) visitor.cookieName ??= setCookie.split('=')[0];
  return page;
}

async function sendThroughForm(page, message) {
  await page.goto('/contact', { timeout: LIMITS.navigation });
  await (await editableField(page.getByLabel('Your email', { exact: true }), 'Your email')).fill(message.email);
  await page.getByLabel('Subject', { exact: true }).fill(message.subject);
  await page.getByLabel('Message', { exact: true }).fill(message.message);
  const posted = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/contact', {
    timeout: LIMITS.navigation,
  });
  await page.locator('#contact form').getByRole('button').click();
  const response = await posted;
  if (response.status() !== 201)
    throw new Error(`contact form refused "${message.subject}": ${response.status()} ${await response.text()}`);
  // The form is cleared only on success.
  await until(async () => (await page.getByLabel('Subject', { exact: true }).inputValue()) === '', 'the form to clear');
  log(`message sent through /contact: "${message.subject}"`);
  return { ...message, id: (await response.json()).id, via: 'form' };
}

async function visitorsAndMessages(browser) {
  const messages = [];
  const browsers = [];
  /** One visitor's browser: its own cookies, user agent and client address. */
  const newVisitor = async (label, userAgent, ip) => {
    const context = await browser.newContext({
      baseURL: BASE_URL,
      userAgent,
      extraHTTPHeaders: { 'x-forwarded-for': ip },
    });
    context.setDefaultTimeout(LIMITS.action);
    context.setDefaultNavigationTimeout(LIMITS.navigation);
    const visitor = { label, userAgent, context, visits: [], cookieName: null };
    browsers.push(visitor);
    return visitor;
  };

  // Ada (Chrome): three sessions, one message through the form.
  const ada = await newVisitor('ada-chrome', CHROME_UA, '198.51.100.11');
  await openCounted(ada, '/');
  await openCounted(ada, '/projects');
  const adaContact = await openCounted(ada, '/about-me');
  messages.push(
    await sendThroughForm(adaContact, {
      email: 'ada@example.com',
      subject: 'Project collaboration (v1 fixture)',
      message: 'Hello Nova, I liked Orbit Planner. Could we talk about a collaboration next month?',
    }),
  );

  // Ben (Firefox): one session, one message through the form.
  const ben = await newVisitor('ben-firefox', FIREFOX_UA, '198.51.100.22');
  const benPage = await openCounted(ben, '/skills');
  messages.push(
    await sendThroughForm(benPage, {
      email: 'ben@example.org',
      subject: 'Freelance availability (v1 fixture)',
      message: 'Are you available for a two-week freelance job in spring?\nThanks, Ben',
    }),
  );

  // Chloé (Safari): one session; her message is the POST the form makes, sent directly.
  const chloe = await newVisitor('chloe-safari', SAFARI_UA, '198.51.100.33');
  await openCounted(chloe, '/education-work');
  const direct = {
    name: 'Chloé Martin',
    email: 'chloe@example.net',
    subject: 'Question about your résumé (v1 fixture)',
    message: 'Bonjour! Is the web résumé up to date?',
  };
  const response = await chloe.context.request.post('/api/contact', {
    headers: { origin: BASE_URL },
    data: {
      yourMail: direct.email,
      subject: direct.subject,
      message: direct.message,
      from_name: direct.name,
      website: '',
    },
    timeout: LIMITS.action,
  });
  if (response.status() !== 201)
    throw new Error(`POST /api/contact refused: ${response.status()} ${await response.text()}`);
  messages.push({ ...direct, id: (await response.json()).id, via: 'api' });
  log(`message sent to /api/contact: "${direct.subject}"`);

  // The counts as each browser sees them now (GET counts nothing).
  const perBrowser = [];
  for (const b of browsers) {
    const counts = await (await b.context.request.get('/api/visit', { timeout: LIMITS.action })).json();
    const cookie = (await b.context.cookies(BASE_URL)).find((c) => c.name === b.cookieName);
    if (!cookie) throw new Error(`${b.label} holds no visitor cookie`);
    perBrowser.push({
      label: b.label,
      userAgent: b.userAgent,
      cookie: { name: cookie.name, value: cookie.value },
      yours: counts.yours,
      countedPosts: b.visits.filter((v) => v.method === 'POST' && v.counted).length,
    });
  }
  const final = await (await browsers[0].context.request.get('/api/visit', { timeout: LIMITS.action })).json();
  for (const b of browsers) await b.context.close();
  return { messages, visits: { unique: final.unique, total: final.total, browsers: perBrowser } };
}

async function drive() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, timeout: 60_000 });
  try {
    const owner = await browser.newContext({
      baseURL: BASE_URL,
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.1' },
    });
    owner.setDefaultTimeout(LIMITS.action);
    owner.setDefaultNavigationTimeout(LIMITS.navigation);
    const page = await owner.newPage();
    await signIn(page);
    const edits = await adminEdits(page);
    await owner.close();
    const { messages, visits } = await visitorsAndMessages(browser);
    return { edits, messages, visits };
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The fixture

async function listFiles(dir, prefix = '') {
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(path.join(dir, entry.name), rel)));
    else files.push({ path: rel, bytes: (await stat(path.join(dir, entry.name))).size });
  }
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

/** Checks the copied folder against what the script did, so a fixture that lacks any of it is never written. */
function verifyData(db, result) {
  const text = JSON.stringify(db);
  const need = (ok, what) => {
    if (!ok) throw new Error(`the data folder does not hold ${what}`);
  };
  const { edits, messages, visits } = result;
  need(db.admin?.credentials?.username === ADMIN.username, `the admin username "${ADMIN.username}"`);
  need(text.includes(edits.home.quote), 'the edited quote');
  need(text.includes(edits.home.taglines[0]), 'the edited tagline');
  need(text.includes(edits.about.status), 'the edited status');
  need(text.includes(edits.project.title) && text.includes(edits.project.image), 'the new project and its image');
  need(text.includes(edits.socialLink.link), 'the new social link');
  need(db.media?.[edits.project.image.split('/').pop()], 'the uploaded image record');
  for (const m of messages) need(db.feedbacks?.[m.id]?.subject === m.subject, `message "${m.subject}"`);
  need(db.stats?.counters?.total === visits.total && db.stats?.counters?.unique === visits.unique, 'the visit totals');
  for (const b of visits.browsers) need(db.stats?.visitors?.[b.cookie.value] === b.yours, `the visits of ${b.label}`);
}

async function writeFixture(dataDir, result, commit) {
  await rm(FIXTURE_DIR, { recursive: true, force: true });
  // Leftover temporary files of an atomic write are not part of the data.
  await cp(dataDir, FIXTURE_DIR, { recursive: true, filter: (src) => !/\.\d+$|\.tmp$/.test(path.basename(src)) });
  const db = JSON.parse(await readFile(path.join(FIXTURE_DIR, 'db.json'), 'utf8'));
  verifyData(db, result);

  const files = await listFiles(FIXTURE_DIR);
  const imageId = result.edits.project.image.split('/').pop();
  const expected = {
    $comment:
      'Written by scripts/make-v1-fixture.mjs from what it did and what the server answered; do not edit by hand.',
    release: { commit, describe: `git worktree of ${COMMIT}, next build && next start` },
    generatedAt: new Date().toISOString(),
    admin: { ...ADMIN },
    home: result.edits.home,
    about: result.edits.about,
    project: {
      ...result.edits.project,
      mediaContentType: db.media[imageId].contentType,
      mediaBytes: db.media[imageId].size,
    },
    skills: result.edits.skills,
    languages: result.edits.languages,
    socialLink: result.edits.socialLink,
    // As stored: the form sends its own fixed sender name, so name and time come from the data.
    messages: result.messages.map(({ id, via }) => {
      const { name, email, subject, message, createdAt } = db.feedbacks[id];
      return { id, via, name, email, subject, message, createdAt };
    }),
    visits: result.visits,
    files,
    sessionSecret: files.some((f) => f.path === 'session-secret')
      ? 'session-secret holds the random key that signed this fixture server’s session cookies (test data only)'
      : null,
  };
  // db.json and the blobs stay byte for byte as the release wrote them; only this file is ours to format.
  const expectedFile = path.join(FIXTURE_DIR, 'EXPECTED.json');
  const options = { ...(await prettier.resolveConfig(expectedFile)), filepath: expectedFile };
  await writeFile(expectedFile, await prettier.format(JSON.stringify(expected), options));
  return files;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const started = Date.now();
  if (await portInUse(PORT)) throw new Error(`port ${PORT} is in use; stop whatever listens there first`);
  const commit = run('git', ['rev-parse', `${COMMIT}^{commit}`], { timeout: LIMITS.git });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'v1-fixture-'));
  const appDir = path.join(tmp, 'app');
  const buildData = path.join(tmp, 'build-data');
  const dataDir = path.join(tmp, 'data');
  let server;
  let worktreeAdded = false;

  let cleaned;
  const cleanup = () => (cleaned ??= cleanupOnce());
  const cleanupOnce = async () => {
    await stopServer(server);
    for (const child of groups) killGroup(child, 'SIGKILL');
    if (worktreeAdded) {
      try {
        run('git', ['worktree', 'remove', '--force', appDir], { timeout: LIMITS.git });
      } catch (error) {
        log(`could not remove the worktree: ${error.message}`);
      }
      spawnSync('git', ['worktree', 'prune'], { cwd: ROOT, timeout: LIMITS.git });
    }
    await rm(tmp, { recursive: true, force: true });
  };
  const onSignal = (signal) => {
    log(`${signal}: stopping`);
    void cleanup().finally(() => process.exit(1));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const watchdog = setTimeout(() => {
    log(`gave up after ${LIMITS.total / 60_000} minutes`);
    void cleanup().finally(() => process.exit(1));
  }, LIMITS.total);
  watchdog.unref();

  try {
    log(`worktree of ${commit} in ${appDir}`);
    run('git', ['worktree', 'add', '--detach', appDir, commit], { timeout: LIMITS.git });
    worktreeAdded = true;

    const pkg = JSON.parse(await readFile(path.join(appDir, 'package.json'), 'utf8'));
    const mismatches = await installedMatches(pkg);
    if (mismatches.length === 0) {
      // Turbopack refuses a node_modules symlink that leaves the project, so the worktree gets a
      // tree of hard links (no copy of the bytes; nothing in a build writes into node_modules).
      log('the installed node_modules match the release exactly: hard-linked into the worktree');
      const linked = spawnSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(appDir, 'node_modules')], {
        timeout: LIMITS.git,
      });
      if (linked.status !== 0) {
        log('hard links failed (another filesystem?): copying node_modules instead');
        await rm(path.join(appDir, 'node_modules'), { recursive: true, force: true });
        await cp(path.join(ROOT, 'node_modules'), path.join(appDir, 'node_modules'), {
          recursive: true,
          verbatimSymlinks: true,
        });
      }
    } else {
      log(`node_modules differ from the release (${mismatches.join(', ')}): npm ci in the worktree`);
      await runBounded('npm', ['ci', '--no-audit', '--no-fund'], {
        cwd: appDir,
        env: process.env,
        timeout: LIMITS.npmCi,
        logFile: path.join(tmp, 'npm-ci.log'),
      });
    }

    log('next build (the release’s own build)');
    await runBounded(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
      cwd: appDir,
      timeout: LIMITS.build,
      env: cleanEnv({ NODE_ENV: 'production', DATA_DIR: buildData }),
      logFile: path.join(tmp, 'build.log'),
    });

    log(`next start on ${BASE_URL}, fresh DATA_DIR ${dataDir}`);
    server = startServer(appDir, dataDir, path.join(tmp, 'server.log'));
    const serverExit = new Promise((_, reject) =>
      server.once('exit', (code, signal) => reject(new Error(`next start exited early (${code ?? signal})`))),
    );
    serverExit.catch(() => {});
    await Promise.race([waitForServer(`${BASE_URL}/login`, LIMITS.serverStart), serverExit]);
    log(`server up (pid ${server.pid})`);

    const result = await Promise.race([drive(), serverExit]);
    await stopServer(server);
    log('server stopped');

    const serverLog = await readFile(path.join(tmp, 'server.log'), 'utf8').catch(() => '');
    if (/\berror\b/i.test(serverLog))
      log(`server log mentions errors:\n${serverLog.trim().split('\n').slice(-20).join('\n')}`);

    const files = await writeFixture(dataDir, result, commit);
    for (const f of files) log(`  ${f.path}  ${f.bytes} B`);
    log(`fixture written to ${path.relative(ROOT, FIXTURE_DIR)} in ${Math.round((Date.now() - started) / 1000)} s`);
  } catch (error) {
    for (const name of ['npm-ci.log', 'build.log', 'server.log']) {
      const file = path.join(tmp, name);
      if (existsSync(file)) {
        const text = await readFile(file, 'utf8');
        log(`--- last lines of ${name}\n${text.trim().split('\n').slice(-30).join('\n')}`);
      }
    }
    throw error;
  } finally {
    clearTimeout(watchdog);
    await cleanup();
  }
}

main().catch((error) => {
  console.error(`[v1-fixture] failed: ${error.stack ?? error.message}`);
  process.exit(1);
});
