import { z } from 'zod';

/** The input an editor shows for a field. */
export type FieldKind =
  | 'text'
  | 'textarea'
  /** Markdown: a textarea with a toolbar (an image from the media library at the caret) and a live preview. */
  | 'markdown'
  | 'lines'
  | 'date'
  | 'image'
  | 'link'
  | 'email'
  | 'tel'
  | 'color'
  | 'select'
  | 'password'
  /** Rows of image + alt text, added, removed and reordered; sent as one JSON list. */
  | 'gallery';

/**
 * How the owner's editor shows a field, said in the field's own schema line with zod's `.meta()`
 * (each helper below says its label and input; a schema line may add a hint or another input).
 */
export interface EditorMeta {
  label?: string;
  kind?: FieldKind;
  /** Shown under the input: format or meaning of an empty value. */
  hint?: string;
  /** A textarea's height in lines, for long text (a note's Markdown body). */
  rows?: number;
  /** Marked "(optional)"; by default when the field accepts nothing or ''. */
  optional?: boolean;
  /** A date field that a new item starts with today's date in (a note's publishing date). */
  today?: boolean;
}

declare module 'zod' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- zod's documented way to type `.meta()`
  interface GlobalMeta extends EditorMeta {}
}

/**
 * What the editor shows of `schema`: its own `.meta()` over that of the schema it wraps (a
 * default, an optional, a nullable, a pipe …); an enum's values are a select's options.
 */
export function editorMeta(schema: z.ZodType): EditorMeta & { options?: readonly string[] } {
  const def = schema._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
  const inner = def.type === 'pipe' ? def.in : def.innerType;
  const options = schema instanceof z.ZodEnum ? { options: schema.options as string[] } : {};
  return { ...(inner ? editorMeta(inner) : {}), ...options, ...schema.meta() };
}

export const DATE_HINT = 'dd/mm/yyyy';

const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Trimmed single- or multi-line text, free of control characters. */
export const text = (label: string, max = 200) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !CONTROL_CHARS.test(v), `${label} must not contain control characters`)
    .meta({ label, kind: 'text' });

export const requiredText = (label: string, max = 200) =>
  text(label, max).pipe(z.string().min(1, `${label} is required`));

/** Text of several lines, or paragraphs: a textarea in the editor. */
export const paragraphs = (label: string, max: number) => requiredText(label, max).meta({ kind: 'textarea' });

/** Longest alt text accepted: enough for a sentence or two; longer belongs in the page's text. */
export const ALT_TEXT_MAX = 250;

/**
 * The alternative text of an image field, e.g. altText('Project image') for the project image:
 * required (an image without one is unusable for people who cannot see it), plain trimmed text.
 */
export const altText = (imageLabel: string) => {
  const label = `${imageLabel} alt text`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .pipe(requiredText(label, ALT_TEXT_MAX))
    .meta({ label, kind: 'text', hint: 'Describes the image for people who cannot see it' });
};

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The folders the image optimiser serves local images from (`images.localPatterns` in
 * next.config.ts); a local image anywhere else would render broken.
 */
export const LOCAL_IMAGE_DIRS = ['demo', 'media'] as const;

/**
 * What is wrong with a site-local path such as /media/abc or /demo/x.webp, or null. Each segment
 * is checked as the browser and the server will read it, after percent-decoding: no "." or ".."
 * segments (nor %2e%2e), no encoded slashes or backslashes, no double slashes.
 */
export function localPathProblem(value: string): string | null {
  if (!value.startsWith('/')) return 'must start with /';
  if (value.includes('\\')) return 'must not contain backslashes';
  if (value.includes('//')) return 'must not contain double slashes';
  if (!/^[A-Za-z0-9._~\-/%]*$/.test(value)) return 'may contain only letters, digits, - _ . ~ / and %-escapes';
  for (const segment of value.slice(1).split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return 'has a broken %-escape';
    }
    if (/[/\\]/.test(decoded)) return 'must not contain encoded slashes or backslashes (%2f, %5c)';
    if (decoded === '.' || decoded === '..') return 'must not contain . or .. segments, plain or encoded (%2e)';
    if (/[\u0000-\u001f\u007f]/.test(decoded)) return 'must not contain encoded control characters';
  }
  return null;
}

/** What is wrong with an image URL the pages can show (see `imageUrl`), or null. */
export function imageUrlProblem(value: string): string | null {
  if (value.startsWith('/')) {
    const problem = localPathProblem(value);
    if (problem) return problem;
    const [dir, ...rest] = value.slice(1).split('/');
    if (!(LOCAL_IMAGE_DIRS as readonly string[]).includes(dir) || rest.length === 0 || rest.includes('')) {
      return 'must be an uploaded image (/media/…) or a file under /demo/';
    }
    return null;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an uploaded image or an https URL';
  }
  if (url.protocol === 'http:') return 'must be an https URL: pages block images loaded over http';
  if (url.protocol !== 'https:' || url.hostname === '') return 'must be an uploaded image or an https URL';
  if (url.username !== '' || url.password !== '') return 'must not contain a user name or password';
  return null;
}

/**
 * An image as the pages will show it: an uploaded image or a file under /demo/ (optimised by
 * next/image, which serves only those folders), or an https URL (shown as it is; the
 * Content-Security-Policy allows images from any https origin, never plain http).
 */
export const imageUrl = (label: string) =>
  requiredText(label, 2048)
    .superRefine((value, ctx) => {
      const problem = imageUrlProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: `${label} ${problem}` });
    })
    .meta({ kind: 'image' });

/** An optional http(s) link; '' means "no link". */
export const optionalLink = (label: string) =>
  text(label, 2048)
    .refine((v) => v === '' || isHttpUrl(v), `${label} must be an http(s) URL`)
    .meta({ kind: 'link', hint: 'https://… ; leave empty to hide' });

export const requiredLink = (label: string) =>
  requiredText(label, 2048)
    .refine((v) => isHttpUrl(v), `${label} must be an http(s) URL`)
    .meta({ kind: 'link' });

/** A résumé file link that may be left empty: '' means "use the résumé generated from the content". */
export const optionalFileLink = (label: string) =>
  text(label, 2048)
    .superRefine((value, ctx) => {
      if (value === '') return;
      const problem = value.startsWith('/') ? localPathProblem(value) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: `${label} ${problem}` });
      else if (!value.startsWith('/') && !isHttpUrl(value))
        ctx.addIssue({ code: 'custom', message: `${label} must be empty, a file on this site or an http(s) URL` });
    })
    .meta({ kind: 'link' });

/** A year as four digits, or '' for none. */
export const optionalYear = (label: string) =>
  text(label, 4)
    .refine((v) => v === '' || /^\d{4}$/.test(v), `${label} must be empty or a 4-digit year`)
    .meta({ hint: 'yyyy' });

/** Longest project slug. */
export const SLUG_MAX = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A page address segment: lowercase letters and digits in words joined by single hyphens. */
export const projectSlug = (label: string) =>
  z
    .string({ message: `${label} must be text` })
    .min(1, `${label} is required`)
    .max(SLUG_MAX, `${label} must be at most ${SLUG_MAX} characters`)
    .regex(SLUG_PATTERN, `${label} may contain only lowercase letters, digits and single hyphens between them`);

/**
 * A slug the owner may choose for an item's page, checked by the same rules as any slug; ''
 * (the default) means "make it from the title". Surrounding spaces are dropped.
 */
export const chosenSlug = (label: string) =>
  text(label, SLUG_MAX).refine(
    (v) => v === '' || SLUG_PATTERN.test(v),
    `${label} may contain only lowercase letters, digits and single hyphens between them (e.g. my-first-note); leave it empty to make it from the title`,
  );

/**
 * A list of images, each with its required alt text (`{ image, alt }`). A wrong image names its
 * place: "Gallery image 2: Gallery image alt text is required".
 */
export const galleryImages = (label: string, max: number) => {
  const item = z.object(
    { image: imageUrl(label), alt: altText(label) },
    { error: `${label} must be an image with its alt text` },
  );
  return z
    .array(z.unknown(), { message: `${label}s must be a list` })
    .max(max, `At most ${max} ${label.toLowerCase()}s`)
    .transform((items, ctx) => {
      const out: z.infer<typeof item>[] = [];
      items.forEach((value, index) => {
        const parsed = item.safeParse(value);
        if (parsed.success) out.push(parsed.data);
        else
          for (const issue of parsed.error.issues)
            ctx.addIssue({
              code: 'custom',
              message: `${label} ${index + 1}: ${issue.message}`,
              path: [index, ...issue.path],
            });
      });
      return out;
    })
    .meta({ label: 'Gallery', kind: 'gallery' });
};

/** Social links may also be mailto: addresses. */
export const socialHref = (label: string) =>
  requiredText(label, 2048)
    .refine(
      (v) => isHttpUrl(v) || /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
      `${label} must be an http(s) or mailto: link`,
    )
    .meta({ kind: 'link', hint: 'https://… or mailto:' });

/** A YYYY-MM-DD date that exists: it reads back as itself (2023-02-30 would read as 2023-03-02). */
export function isRealDate(value: string): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A calendar date stored as YYYY-MM-DD. */
export const isoDate = (label: string) =>
  requiredText(label, 10)
    .refine(isRealDate, `${label} must be a real date (YYYY-MM-DD)`)
    .meta({ kind: 'date', hint: DATE_HINT });

export const optionalIsoDate = (label: string) =>
  text(label, 10)
    .refine((v) => v === '' || isRealDate(v), `${label} must be empty or a real date (YYYY-MM-DD)`)
    .meta({ kind: 'date', hint: DATE_HINT });

export const email = (label: string) =>
  requiredText(label, 254)
    .pipe(z.email({ message: `${label} must be a valid email address` }))
    .meta({ kind: 'email' });

export const hexColor = (label: string) =>
  requiredText(label, 9)
    .refine((v) => /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(v), `${label} must be a colour like #1da1f2`)
    .meta({ kind: 'color' });
