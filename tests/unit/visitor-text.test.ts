/**
 * Findings 9 and 10d of the security review: text-direction characters in a contact message,
 * and fields of the wrong JSON type reported as missing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { listFeedbacks } from '@/lib/admin/feedbacks';
import { CONTACT } from '@/lib/constants';
import { VISITOR_TEXT_ERRORS } from '@/lib/feedback/contact-words';
import { parseContactInput } from '@/lib/feedback/input';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import { hasTextDirectionControls, revealTextDirectionControls } from '@/lib/text-direction';

const good = { yourMail: 'ann@example.com', subject: 'Hello', message: 'Hi there', from_name: CONTACT.fromName };
const LABELS = { yourMail: 'Email', subject: 'Subject', message: 'Message', from_name: 'Name' } as const;
const FIELDS = Object.keys(LABELS) as (keyof typeof LABELS)[];
/** Every character the rule covers. */
const CONTROLS = ['202a', '202b', '202c', '202d', '202e', '2066', '2067', '2068', '2069', '200e', '200f', '061c'].map(
  (hex) => String.fromCodePoint(parseInt(hex, 16)),
);

describe('text-direction characters', () => {
  it('are found, and only they', () => {
    for (const c of CONTROLS) expect(hasTextDirectionControls(`a${c}b`)).toBe(true);
    for (const ok of ['plain', 'é ñ 😀', 'مرحبا', 'שלום', '\u200b', '\u00a0'])
      expect(hasTextDirectionControls(ok)).toBe(false);
  });

  it('are shown as their code points', () => {
    expect(revealTextDirectionControls('Invoice \u202egpj.exe')).toBe('Invoice [U+202E]gpj.exe');
    expect(revealTextDirectionControls('\u061c\u200e')).toBe('[U+061C][U+200E]');
    expect(revealTextDirectionControls('مرحبا')).toBe('مرحبا');
  });

  it.each(FIELDS)('in %s are refused with a message naming the field', (field) => {
    for (const c of CONTROLS) {
      const value = field === 'yourMail' ? `ann${c}@example.com` : `x${c}y`;
      expect(parseContactInput({ ...good, [field]: value })).toEqual({
        ok: false,
        error: VISITOR_TEXT_ERRORS.textDirection(LABELS[field]),
        field,
      });
    }
  });

  it('right-to-left text itself is welcome', () => {
    expect(parseContactInput({ ...good, subject: 'مرحبا', message: 'שלום' }).ok).toBe(true);
  });

  it('a subject with a Unicode line or paragraph separator is not a single line', () => {
    for (const sep of ['\u2028', '\u2029']) {
      expect(parseContactInput({ ...good, subject: `a${sep}b` })).toMatchObject({
        ok: false,
        error: 'Subject must be a single line',
      });
    }
  });

  it('messages stored before the rule show them as code points in the inbox', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'visitor-text-'));
    const store = new EmbeddedStore(dir);
    try {
      await store.set('feedbacks/a', {
        name: 'A\u202e',
        email: 'a@example.com',
        subject: 'Invoice \u202egpj.exe',
        message: 'x\u2067y\u2069',
        createdAt: 1,
      });
      const [row] = await listFeedbacks(store);
      expect(row).toMatchObject({
        name: 'A[U+202E]',
        subject: 'Invoice [U+202E]gpj.exe',
        message: 'x[U+2067]y[U+2069]',
      });
    } finally {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('a contact field of the wrong type', () => {
  it.each(FIELDS)('%s: another JSON type is "must be text", a missing field "is required"', (field) => {
    for (const value of [42, true, null, [], {}, ['x'], { x: 1 }]) {
      expect(parseContactInput({ ...good, [field]: value })).toEqual({
        ok: false,
        error: VISITOR_TEXT_ERRORS.notText(LABELS[field]),
        field,
      });
    }
    const { [field]: _left, ...rest } = good;
    const missing = parseContactInput(rest);
    if (field === 'from_name')
      expect(missing.ok).toBe(true); // optional
    else expect(missing).toEqual({ ok: false, error: `${LABELS[field]} is required`, field });
  });

  it('the honeypot too', () => {
    expect(parseContactInput({ ...good, website: 7 })).toEqual({
      ok: false,
      error: VISITOR_TEXT_ERRORS.notText('Website'),
      field: 'website',
    });
  });
});
