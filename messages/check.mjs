#!/usr/bin/env node
/**
 * Checks the message files against messages/en.json, with no library: every other language file
 * (every *.json beside en.json) must have exactly en.json's keys, and each message the same ICU
 * arguments (names and kinds), the same rich-text tags (<hl>…</hl>) and, for a select, the same
 * options. A plural must have an `other` form and only forms its language has
 * (Intl.PluralRules); a form the language uses for a count from 0 to 1000 but the message lacks
 * is a warning (it falls back to `other`). Exits 1 on any error.
 *
 *   node messages/check.mjs            all files
 *   node messages/check.mjs de ar      only these
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIR = dirname(fileURLToPath(import.meta.url));
const SOURCE = 'en';

/** `{ a: { b: 'x' } }` as `[['a.b', 'x']]`; anything but an object or a string is an error. */
function flatten(value, prefix, out, errors) {
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else if (child && typeof child === 'object' && !Array.isArray(child)) flatten(child, path, out, errors);
    else errors.push(`${path}: must be a string or a group of messages, not ${JSON.stringify(child)}`);
  }
  return out;
}

class ParseError extends Error {}

/**
 * What a message uses: its arguments (name → kind), its tags, its selects' options and its
 * plurals' forms. A small reading of ICU MessageFormat as use-intl takes it: {name},
 * {name, number|date|time[, style]}, {name, plural|selectordinal|select, [offset:n] key {…} …},
 * <tag>…</tag>, and apostrophe quoting ('' is one apostrophe; '{' etc. quote).
 */
function analyse(message) {
  const info = { args: new Map(), tags: new Set(), selects: new Map(), plurals: [] };
  let i = 0;
  const at = () => message[i];
  const fail = (why) => {
    throw new ParseError(`${why} at character ${i} of ${JSON.stringify(message)}`);
  };
  const skipSpace = () => {
    while (i < message.length && /\s/.test(at())) i++;
  };
  const word = () => {
    const start = i;
    while (i < message.length && /[^\s{}<>,#'/]/.test(at())) i++;
    return message.slice(start, i);
  };
  const addArg = (name, kind) => {
    const known = info.args.get(name);
    if (known && known !== kind && known !== 'simple' && kind !== 'simple')
      fail(`{${name}} used as ${known} and ${kind}`);
    if (!known || known === 'simple') info.args.set(name, kind);
  };

  /** Text and placeholders up to `}` (inside an option) or `</` (inside a tag) or the end. */
  function body(closingTag) {
    while (i < message.length) {
      const c = at();
      if (c === "'") {
        const next = message[i + 1];
        if (next === "'") i += 2;
        else if (next !== undefined && '{}<>#|'.includes(next)) {
          const end = message.indexOf("'", i + 1);
          if (end < 0) fail('unclosed quote');
          i = end + 1;
        } else i++;
      } else if (c === '{') {
        i++;
        argument();
      } else if (c === '}') {
        if (closingTag) fail(`<${closingTag}> not closed`);
        return;
      } else if (c === '<') {
        if (message[i + 1] === '/') {
          if (!closingTag) fail('closing tag without an opening one');
          i += 2;
          const name = word();
          if (name !== closingTag) fail(`</${name}> closes <${closingTag}>`);
          if (at() !== '>') fail('expected >');
          i++;
          return;
        }
        i++;
        const name = word();
        if (!name) fail('expected a tag name');
        info.tags.add(name);
        if (at() === '/' && message[i + 1] === '>') {
          i += 2;
          continue;
        }
        if (at() !== '>') fail('expected >');
        i++;
        body(name);
      } else i++;
    }
    if (closingTag) fail(`<${closingTag}> not closed`);
  }

  /** After `{`: the argument up to and including its `}`. */
  function argument() {
    skipSpace();
    const name = word();
    if (!name) fail('expected an argument name');
    skipSpace();
    if (at() === '}') {
      i++;
      addArg(name, 'simple');
      return;
    }
    if (at() !== ',') fail(`expected , or } after {${name}`);
    i++;
    skipSpace();
    const kind = word();
    skipSpace();
    if (['number', 'date', 'time'].includes(kind)) {
      addArg(name, kind);
      if (at() === ',') {
        const end = message.indexOf('}', i);
        if (end < 0) fail('unclosed style');
        i = end;
      }
      if (at() !== '}') fail(`expected } after {${name}, ${kind}`);
      i++;
      return;
    }
    if (!['plural', 'selectordinal', 'select'].includes(kind)) fail(`unknown argument kind "${kind}"`);
    if (at() !== ',') fail(`expected , after {${name}, ${kind}`);
    i++;
    addArg(name, kind);
    const keys = [];
    for (;;) {
      skipSpace();
      if (at() === '}') {
        i++;
        break;
      }
      if (i >= message.length) fail(`{${name}} not closed`);
      const start = i;
      while (i < message.length && /[^\s{}]/.test(at())) i++;
      const key = message.slice(start, i);
      if (key.startsWith('offset:')) continue;
      skipSpace();
      if (at() !== '{') fail(`expected { after option "${key}" of {${name}}`);
      i++;
      if (keys.includes(key)) fail(`option "${key}" twice in {${name}}`);
      keys.push(key);
      body(null);
      if (at() !== '}') fail(`option "${key}" of {${name}} not closed`);
      i++;
    }
    if (!keys.includes('other')) fail(`{${name}, ${kind}} has no "other" option`);
    if (kind === 'select') info.selects.set(name, [...keys].sort());
    else info.plurals.push({ name, kind, keys });
  }

  body(null);
  if (i < message.length) fail('unexpected }');
  return info;
}

const usedForCounts = (lang, kind, form) => {
  const rules = new Intl.PluralRules(lang, { type: kind === 'plural' ? 'cardinal' : 'ordinal' });
  for (let n = 0; n <= 1000; n++) if (rules.select(n) === form) return true;
  return false;
};

const same = (a, b) => a.length === b.length && a.every((x, k) => x === b[k]);
const sorted = (iterable) => [...iterable].sort();

function read(lang, errors) {
  const file = join(DIR, `${lang}.json`);
  try {
    return flatten(JSON.parse(readFileSync(file, 'utf8')), '', new Map(), errors);
  } catch (error) {
    errors.push(`${lang}.json: ${error.message}`);
    return null;
  }
}

const wanted = process.argv.slice(2);
const langs = readdirSync(DIR)
  .filter((f) => f.endsWith('.json') && f !== `${SOURCE}.json`)
  .map((f) => f.slice(0, -'.json'.length))
  .filter((lang) => wanted.length === 0 || wanted.includes(lang))
  .sort();

let failed = false;
const report = (lang, errors, warnings) => {
  for (const w of warnings) console.warn(`warning ${lang}: ${w}`);
  for (const e of errors) console.error(`error   ${lang}: ${e}`);
  if (errors.length > 0) failed = true;
};

const sourceErrors = [];
const source = read(SOURCE, sourceErrors);
const sourceInfo = new Map();
if (source) {
  for (const [key, message] of source) {
    if (message.trim() === '') sourceErrors.push(`${key}: empty`);
    try {
      sourceInfo.set(key, analyse(message));
    } catch (error) {
      if (!(error instanceof ParseError)) throw error;
      sourceErrors.push(`${key}: ${error.message}`);
    }
  }
}
report(SOURCE, sourceErrors, []);
if (!source) process.exit(1);
if (wanted.some((lang) => !langs.includes(lang))) {
  console.error(`error: no file for ${wanted.filter((lang) => !langs.includes(lang)).join(', ')}`);
  process.exit(1);
}

for (const lang of langs) {
  const errors = [];
  const warnings = [];
  const messages = read(lang, errors);
  if (!messages) {
    report(lang, errors, warnings);
    continue;
  }
  let categories;
  try {
    categories = {
      plural: new Intl.PluralRules(lang).resolvedOptions().pluralCategories,
      selectordinal: new Intl.PluralRules(lang, { type: 'ordinal' }).resolvedOptions().pluralCategories,
    };
  } catch {
    errors.push(`"${lang}" is not a language tag Intl knows`);
    categories = { plural: [], selectordinal: [] };
  }
  for (const key of source.keys()) if (!messages.has(key)) errors.push(`${key}: missing`);
  for (const key of messages.keys()) if (!source.has(key)) errors.push(`${key}: not in ${SOURCE}.json`);

  for (const [key, message] of messages) {
    const want = sourceInfo.get(key);
    if (!want) continue;
    if (message.trim() === '') {
      errors.push(`${key}: empty`);
      continue;
    }
    let got;
    try {
      got = analyse(message);
    } catch (error) {
      if (!(error instanceof ParseError)) throw error;
      errors.push(`${key}: ${error.message}`);
      continue;
    }
    const names = (info) => sorted(info.args.keys());
    if (!same(names(got), names(want))) {
      errors.push(`${key}: arguments {${names(got).join('}, {')}} but ${SOURCE} has {${names(want).join('}, {')}}`);
    } else {
      for (const [name, kind] of want.args) {
        if (got.args.get(name) !== kind)
          errors.push(`${key}: {${name}} is ${got.args.get(name)}, ${SOURCE} has ${kind}`);
      }
    }
    if (!same(sorted(got.tags), sorted(want.tags))) {
      errors.push(
        `${key}: tags <${sorted(got.tags).join('>, <')}> but ${SOURCE} has <${sorted(want.tags).join('>, <')}>`,
      );
    }
    for (const [name, options] of want.selects) {
      const mine = got.selects.get(name);
      if (mine && !same(mine, options))
        errors.push(`${key}: {${name}, select} options ${mine} but ${SOURCE} has ${options}`);
    }
    for (const { name, kind, keys } of got.plurals) {
      const known = categories[kind];
      for (const k of keys) {
        if (!/^=\d+$/.test(k) && !known.includes(k))
          errors.push(`${key}: {${name}, ${kind}} form "${k}" does not exist in ${lang} (${known.join(', ')})`);
      }
      // Only forms a count of 0 to 1000 takes (Spanish "many" is for exact millions: left to `other`).
      const lacking = known.filter((k) => !keys.includes(k) && usedForCounts(lang, kind, k));
      if (lacking.length > 0)
        warnings.push(`${key}: {${name}, ${kind}} has no ${lacking.join(', ')} form (falls back to other)`);
    }
  }
  report(lang, errors, warnings);
  if (errors.length === 0) console.log(`ok      ${lang}: ${messages.size} messages match ${SOURCE}.json`);
}

if (langs.length === 0) console.log(`no language files beside ${SOURCE}.json`);
process.exit(failed ? 1 : 0);
