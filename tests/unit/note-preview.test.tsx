import { renderToStaticMarkup } from 'react-dom/server';
import { NoteMarkdown } from '@/components/notes/note-markdown';
import { previewNoteAction } from '@/lib/admin/note-preview-action';
import { NOT_SIGNED_IN } from '@/lib/auth/words';
import { NOTES } from '@/lib/content/notes-words';

// The editor's preview: the public page's own pipeline, on the server, for the signed-in owner
// only, and for a body no longer than the schema allows.
let signedIn = true;
jest.mock('@/lib/auth/verify', () => {
  class NotSignedInError extends Error {
    constructor() {
      super(jest.requireActual('@/lib/auth/words').NOT_SIGNED_IN);
    }
  }
  return {
    NotSignedInError,
    requireSession: async () => {
      if (!signedIn) throw new NotSignedInError();
      return { username: 'owner', sid: 's' };
    },
  };
});
jest.mock('@/lib/http/same-origin', () => ({ crossSiteActionError: async () => null }));

const html = async (source: string) => renderToStaticMarkup(await NoteMarkdown({ source }));

async function previewHtml(source: unknown): Promise<string> {
  const answer = await previewNoteAction(source);
  if (!('preview' in answer)) throw new Error(`refused: ${answer.error}`);
  return answer.preview ? renderToStaticMarkup(answer.preview) : '';
}

beforeEach(() => {
  signedIn = true;
});

describe('the note body preview', () => {
  const body = [
    '# A heading',
    '',
    'Text with <script>alert(1)</script> and ![A chart](/media/abc123).',
    '',
    '```ts',
    'const answer: number = 42;',
    '```',
  ].join('\n');

  it('is the public page’s own rendering of the draft text: headings, images, highlighted code, HTML as text', async () => {
    const shown = await previewHtml(body);
    expect(shown).toBe(await html(body));
    expect(shown).toContain('<h2>A heading</h2>');
    expect(shown).toContain('<img src="/media/abc123" alt="A chart"');
    expect(shown).toContain('class="shiki');
    expect(shown).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(shown).not.toContain('<script>');
  });

  it('renders afresh each time: a changed text gives its own preview', async () => {
    expect(await previewHtml('First')).toContain('First');
    expect(await previewHtml('Second')).toContain('Second');
  });

  it('has nothing to show for an empty body', async () => {
    expect(await previewNoteAction('  \n ')).toEqual({ preview: null });
  });

  it('refuses a body longer than the schema allows, and anything but text, in words', async () => {
    const limit = NOTES.limits.body;
    expect(await previewHtml('x'.repeat(limit))).toContain('xxx');
    expect(await previewNoteAction('x'.repeat(limit + 1))).toEqual({ error: NOTES.admin.previewTooLong(limit) });
    expect(NOTES.admin.previewTooLong(limit)).toBe(
      'The body is longer than 50,000 characters, so it cannot be previewed or saved: shorten it',
    );
    expect(await previewNoteAction({ body: 'x' })).toEqual({ error: 'Body must be text' });
    expect(await previewNoteAction('a\u0007b')).toEqual({ error: 'Body must not contain control characters' });
  });

  it('is refused without the owner’s session, rendering nothing', async () => {
    signedIn = false;
    expect(await previewNoteAction(body)).toEqual({ error: NOT_SIGNED_IN });
  });
});
