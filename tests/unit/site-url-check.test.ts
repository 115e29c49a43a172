/**
 * A build without NEXT_PUBLIC_SITE_URL writes http://localhost:3000 into canonical links, Open
 * Graph and the sitemap: it warns loudly, and fails on Vercel.
 */
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { checkSiteUrl } from '@/lib/site-url-check';
import nextConfig from '@/next.config';

describe('the site URL check at build', () => {
  it('is quiet when NEXT_PUBLIC_SITE_URL names the site (a local one too, off Vercel)', () => {
    expect(checkSiteUrl({ NEXT_PUBLIC_SITE_URL: 'https://me.example' })).toEqual({ level: 'ok' });
    expect(checkSiteUrl({ NEXT_PUBLIC_SITE_URL: 'https://me.vercel.app', VERCEL: '1' })).toEqual({ level: 'ok' });
    expect(checkSiteUrl({ NEXT_PUBLIC_SITE_URL: 'http://localhost:3000' })).toEqual({ level: 'ok' });
  });

  it('warns, in several lines naming the variable and what it affects, when it is unset', () => {
    for (const value of [undefined, '', '  ']) {
      const verdict = checkSiteUrl({ NEXT_PUBLIC_SITE_URL: value });
      expect(verdict.level).toBe('warn');
      const message = verdict.level === 'ok' ? '' : verdict.message;
      expect(message.split('\n').length).toBeGreaterThan(3);
      expect(message).toContain('NEXT_PUBLIC_SITE_URL is not set');
      expect(message).toContain('http://localhost:3000');
      for (const affected of ['Canonical links', 'Open Graph', 'sitemap.xml']) expect(message).toContain(affected);
    }
  });

  it('fails on Vercel when it is unset or local', () => {
    for (const value of [undefined, 'http://localhost:3000', 'http://127.0.0.1:3000']) {
      const verdict = checkSiteUrl({ NEXT_PUBLIC_SITE_URL: value, VERCEL: '1' });
      expect(verdict.level).toBe('error');
      expect(verdict.level !== 'ok' && verdict.message).toMatch(/^Build stopped:[\s\S]*NEXT_PUBLIC_SITE_URL/);
    }
  });

  describe('next.config.ts', () => {
    const saved = { ...process.env };
    const argv = process.argv;
    afterEach(() => {
      for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
      Object.assign(process.env, saved);
      process.argv = argv;
      jest.restoreAllMocks();
    });

    it('warns once at `next build`, never when serving or loaded by another tool, and stops a Vercel build', () => {
      delete process.env.NEXT_PUBLIC_SITE_URL;
      delete process.env.VERCEL;
      delete process.env.PORTFOLIO_SITE_URL_CHECKED;
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      nextConfig(PHASE_PRODUCTION_BUILD); // knip and the like load it in the build phase too
      process.argv = [...argv, 'build'];
      nextConfig(PHASE_PRODUCTION_SERVER);
      expect(warn).not.toHaveBeenCalled();
      nextConfig(PHASE_PRODUCTION_BUILD);
      nextConfig(PHASE_PRODUCTION_BUILD); // a build worker loading the config again
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).toContain('NEXT_PUBLIC_SITE_URL is not set');

      delete process.env.PORTFOLIO_SITE_URL_CHECKED;
      process.env.VERCEL = '1';
      expect(() => nextConfig(PHASE_PRODUCTION_BUILD)).toThrow(/Build stopped:[\s\S]*NEXT_PUBLIC_SITE_URL/);
    });
  });
});
