import { z } from 'zod';

const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Trimmed single- or multi-line text, free of control characters. */
export const text = (label: string, max = 200) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !CONTROL_CHARS.test(v), `${label} must not contain control characters`);

export const requiredText = (label: string, max = 200) =>
  text(label, max).pipe(z.string().min(1, `${label} is required`));

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A site-local path such as /media/abc or /demo/x.webp: one leading slash, no scheme, no "..". */
function isLocalPath(value: string): boolean {
  return /^\/(?!\/)[A-Za-z0-9._~\-/%]*$/.test(value) && !value.split('/').includes('..');
}

/** An image: an uploaded/local path or an http(s) URL. */
export const imageUrl = (label: string) =>
  requiredText(label, 2048).refine(
    (v) => isLocalPath(v) || isHttpUrl(v),
    `${label} must be an uploaded image or an http(s) URL`,
  );

/** An optional http(s) link; '' means "no link". */
export const optionalLink = (label: string) =>
  text(label, 2048).refine((v) => v === '' || isHttpUrl(v), `${label} must be an http(s) URL`);

export const requiredLink = (label: string) =>
  requiredText(label, 2048).refine((v) => isHttpUrl(v), `${label} must be an http(s) URL`);

/** A file link (résumé): local path or http(s) URL. */
export const fileLink = (label: string) =>
  requiredText(label, 2048).refine(
    (v) => isLocalPath(v) || isHttpUrl(v),
    `${label} must be a file on this site or an http(s) URL`,
  );

/** Social links may also be mailto: addresses. */
export const socialHref = (label: string) =>
  requiredText(label, 2048).refine(
    (v) => isHttpUrl(v) || /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
    `${label} must be an http(s) or mailto: link`,
  );

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A calendar date stored as YYYY-MM-DD. */
export const isoDate = (label: string) =>
  requiredText(label, 10).refine(isRealDate, `${label} must be a real date (YYYY-MM-DD)`);

export const optionalIsoDate = (label: string) =>
  text(label, 10).refine((v) => v === '' || isRealDate(v), `${label} must be empty or a real date (YYYY-MM-DD)`);

export const email = (label: string) =>
  requiredText(label, 254).pipe(z.email({ message: `${label} must be a valid email address` }));

export const hexColor = (label: string) =>
  requiredText(label, 9).refine(
    (v) => /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(v),
    `${label} must be a colour like #1da1f2`,
  );
