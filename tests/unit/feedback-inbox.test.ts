import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { csvCell, feedbacksToCsv } from '@/lib/feedback/csv';
import { filterFeedbacks, type FeedbackView } from '@/lib/admin/feedback-view';
import { countUnread, listFeedbacks } from '@/lib/admin/feedbacks';
import { FEEDBACKS_PATH } from '@/lib/store/paths';
import { feedbackSchema } from '@/lib/content/schemas';
import { EmbeddedStore } from '@/lib/store/embedded-store';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

const message = (over: Partial<FeedbackView>): FeedbackView => ({
  id: 'id',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Hello',
  message: 'A short note',
  receivedAt: '',
  createdAt: Date.UTC(2026, 0, 2, 3, 4, 5),
  read: false,
  ...over,
});

describe('inbox search filter', () => {
  const list = [
    message({ id: 'a' }),
    message({ id: 'b', name: 'Bob', email: 'BOB@Example.org', subject: 'Invoice', message: 'Pay me' }),
    message({ id: 'c', name: '', email: 'c@x.io', subject: 'Other', message: 'Mentions INVOICE inside' }),
  ];
  const ids = (q: string | undefined) => filterFeedbacks(list, q).map((f) => f.id);

  it('keeps every message for a blank or missing query', () => {
    expect(ids('')).toEqual(['a', 'b', 'c']);
    expect(ids('   ')).toEqual(['a', 'b', 'c']);
    expect(ids(undefined)).toEqual(['a', 'b', 'c']);
  });

  it('matches name, email, subject and message, ignoring case and surrounding spaces', () => {
    expect(ids('lovelace')).toEqual(['a']);
    expect(ids('example.ORG')).toEqual(['b']);
    expect(ids(' invoice ')).toEqual(['b', 'c']);
    expect(ids('short NOTE')).toEqual(['a']);
    expect(ids('nothing like this')).toEqual([]);
  });
});

describe('inbox CSV', () => {
  it('has a header row, then one row per message with ISO date and read state', () => {
    const csv = feedbacksToCsv([message({ read: true }), message({ createdAt: 0, name: '', subject: 'Bad' })]);
    expect(csv.split('\r\n')).toEqual([
      'date,name,email,subject,message,read',
      '2026-01-02T03:04:05.000Z,Ada Lovelace,ada@example.com,Hello,A short note,yes',
      ',,ada@example.com,Bad,A short note,no',
      '',
    ]);
  });

  it('quotes commas, quotes, line breaks and surrounding spaces', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('')).toBe('');
  });

  it('neutralises spreadsheet formulas with a leading single quote', () => {
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('stored messages and read state', () => {
  const legacy = { name: 'Old', email: 'old@example.com', subject: 'Before', message: 'No read state', createdAt: 1 };

  it('accepts messages stored by earlier releases (no readAt) and ones marked read', () => {
    expect(feedbackSchema.parse(legacy).readAt).toBeUndefined();
    expect(feedbackSchema.parse({ ...legacy, readAt: 2 }).readAt).toBe(2);
    expect(feedbackSchema.safeParse({ ...legacy, readAt: 'yes' }).success).toBe(false);
  });

  it('lists a message stored without readAt as unread, counts it, and exports it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'inbox-read-'));
    dirs.push(dir);
    const store = new EmbeddedStore(dir);
    await store.set(`${FEEDBACKS_PATH}/legacy`, legacy);
    await store.set(`${FEEDBACKS_PATH}/seen`, { ...legacy, subject: 'Seen', createdAt: 2, readAt: 3 });
    const list = await listFeedbacks(store);
    expect(list.map((f) => [f.id, f.read])).toEqual([
      ['seen', true],
      ['legacy', false],
    ]);
    expect(await countUnread(store)).toBe(1);
    expect(feedbacksToCsv(list)).toContain(',Before,No read state,no\r\n');
  });
});
