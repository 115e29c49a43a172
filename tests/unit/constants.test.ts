import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  BREAKPOINTS,
  MESSAGES,
  PUBLIC_ROUTES,
  SCROLL,
  TITLE_BLINK,
  TYPING,
  IN_VIEW,
  FOOTER_MOTION,
  DB_LIMITS,
  TOAST,
  VISITOR_COUNTER,
  CONTACT,
  ADMIN_BUTTON_RESET_MS,
  MARQUEE,
  BUTTON_LABELS,
  PROJECT_TABS,
} from '@/lib/constants';
import * as SPEC from '@/lib/constants';

describe('spec constants', () => {
  it('keeps the numbers of spec section 9', () => {
    expect(SCROLL).toEqual({ navbarScrolledPx: 50, scrollTopVisiblePx: 20, pupilMaxPx: 5 });
    expect(TOAST).toEqual({ durationMs: 2000, position: 'bottom-right', theme: 'colored' });
    expect(VISITOR_COUNTER).toEqual({ visibleMs: 3000, countUpSeconds: 2 });
    expect(TITLE_BLINK).toEqual({ intervalMs: 1200, texts: ['Aww!', 'Please come back!'] });
    expect(CONTACT.reEnableMs).toBe(1000);
    expect(ADMIN_BUTTON_RESET_MS).toBe(2000);
    expect(TYPING).toEqual({ typeDelayMs: 70, deleteDelayMs: 40, pauseMs: 2000, loop: true });
    expect(MARQUEE).toEqual({ speed: 100, pauseOnHover: true });
    expect(IN_VIEW).toEqual({ projectCard: 0.5, education: 0.1, experience: 0.3 });
    expect(FOOTER_MOTION).toMatchObject({
      staggerChildrenS: 0.1,
      delayChildrenS: 0.7,
      copyrightDelayS: 1.8,
      logoDelayS: 0.5,
    });
    expect(DB_LIMITS.transactionMaxRetries).toBe(25);
    expect(DB_LIMITS.maxStringBytes).toBe(10485760);
  });

  it('keeps the menu routes, labels and colours in spec order', () => {
    expect(PUBLIC_ROUTES.map((r) => [r.href, r.label, r.color])).toEqual([
      ['/', 'Home', '#ff2972'],
      ['/about-me', 'About Me', '#FF00FF'],
      ['/education-work', 'Education & Work', '#04fc43'],
      ['/skills', 'Skills', '#ffc0cb'],
      ['/projects', 'Projects', '#00b0fe'],
      ['/contact', 'Contact', '#fea600'],
    ]);
  });

  it('keeps the exact texts of the error catalogue and buttons', () => {
    expect(MESSAGES.fillAllDetail).toBe('Fill all detail');
    expect(MESSAGES.emailNeedsAt).toBe('includes @ in your email!');
    expect(MESSAGES.emailError).toBe('Error Sending Email');
    expect(MESSAGES.emailSent('Nova')).toBe('Email Sent to Nova Success');
    expect(MESSAGES.invalidLogin).toBe('Username or Password is Invalid');
    expect(MESSAGES.loginSuccess).toBe('Login Successfully');
    expect(MESSAGES.logoutSuccess).toBe('Logout Successfully');
    expect(BUTTON_LABELS).toMatchObject({
      send: 'Send',
      sending: 'Sending...',
      login: 'Login',
      loggingIn: 'Logging In...',
      add: 'Add',
      adding: 'Adding...',
      added: 'Added',
      update: 'Update',
      updating: 'Updating...',
      updated: 'Updated',
      resume: 'Resume',
      close: 'Close',
    });
    expect(PROJECT_TABS.map((t) => t.label)).toEqual(['FrontEnd', 'FullStack', 'BackEnd']);
  });

  it('holds only what the spec fixes: each feature keeps its own words and limits in its folder', () => {
    expect(Object.keys(SPEC).sort()).toEqual([
      'ADMIN_BUTTON_RESET_MS',
      'ADMIN_HREF',
      'BREAKPOINTS',
      'BUTTON_LABELS',
      'CONTACT',
      'DATE_FORMAT',
      'DB_LIMITS',
      'FOOTER_MOTION',
      'FREELANCING_OPTIONS',
      'IN_VIEW',
      'LOADER_TEXT',
      'LOGIN_HREF',
      'LOGO_HREF',
      'MARQUEE',
      'MESSAGES',
      'PROJECT_TABS',
      'PROTECTED_PREFIXES',
      'PUBLIC_ROUTES',
      'SCROLL',
      'SKILL_CUBE_IMAGE_COUNT',
      'TITLE_BLINK',
      'TOAST',
      'TYPING',
      'VISITOR_COUNTER',
    ]);
  });

  it('keeps the Sass breakpoints equal to the TypeScript ones', () => {
    const scss = readFileSync(path.join(process.cwd(), 'styles/_breakpoints.scss'), 'utf8');
    const fromScss = Object.fromEntries(
      [...scss.matchAll(/^\$(xs|sm|md|lg|xl|xxl):\s*(\d+)(?:px)?;/gm)].map((m) => [m[1], Number(m[2])]),
    );
    expect(fromScss).toEqual(BREAKPOINTS);
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 });
  });
});
