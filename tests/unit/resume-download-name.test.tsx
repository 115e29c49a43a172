/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { About } from '@/components/sections/about';
import { ShareOverview } from '@/components/share/share-overview';
import { BUTTON_LABELS } from '@/lib/constants';
import { DEMO_USER } from '@/lib/content/demo';
import { getWords } from '@/lib/languages/words';
import { resumeFileName } from '@/lib/resume-pdf/file-name';
import { SHARE_LINKS } from '@/lib/share-links/words';

// The owner's own résumé is stored as a media object: its address names only its id.
const UPLOADED = '/media/k3J9x_Qa2';
const OWNER = 'Zoë O’Brien';

describe('a résumé download’s file name', () => {
  it('is the owner’s readable name on /about-me, for an uploaded file as for a generated one', () => {
    render(
      <About
        about={{ ...DEMO_USER.about, fullName: OWNER, cvfileLinkDark: UPLOADED, cvfileLinkLight: '' }}
        words={getWords('en')}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: BUTTON_LABELS.resume }));
    const link = (name: RegExp) => screen.getByRole('link', { name });
    expect(link(/\(dark\)/).getAttribute('href')).toBe(UPLOADED);
    expect(link(/\(dark\)/).getAttribute('download')).toBe(resumeFileName(OWNER, 'dark'));
    expect(link(/\(light\)/).getAttribute('href')).toBe('/resume/light.pdf');
    expect(link(/\(light\)/).getAttribute('download')).toBe(resumeFileName(OWNER, 'light'));
    expect(resumeFileName(OWNER, 'dark')).toBe('zoe-o-brien-resume-dark.pdf');
  });

  it('is the owner’s readable name on a share link’s page', () => {
    const token = 'a'.repeat(32);
    render(
      <ShareOverview
        token={token}
        ownerName={OWNER}
        summary="Hello."
        projects={[]}
        resume="dark"
        words={getWords('en')}
        prefix=""
      />,
    );
    const link = screen.getByRole('link', { name: SHARE_LINKS.page.resume('dark') });
    expect(link.getAttribute('href')).toBe(SHARE_LINKS.resumeHref(token));
    expect(link.getAttribute('download')).toBe(resumeFileName(OWNER, 'dark'));
  });
});
