'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { INSIGHTS } from '@/lib/insights/words';
import { SHARE_LINKS } from '@/lib/share-links/words';
import { getPublishedSections } from '@/lib/content/get-data';
import { ensureHistoryBaseline } from '@/lib/content/ready';
import { allProjects } from '@/lib/content/projects';
import { PROJECT_KEYS } from '@/lib/content/schemas';
import {
  createShareLink,
  deleteShareLink,
  revokeShareLink,
  updateShareLink,
  type LinkWrite,
} from '@/lib/share-links/links';
import { expiryFromDay, readLinks, shareLinkFields } from '@/lib/share-links/model';
import { SHARE_LINKS_PATH } from '@/lib/store/paths';
import { getLanguages } from '@/lib/languages/read';
import { isValidKey } from '@/lib/store/rules';
import { getStore } from '@/lib/store';
import type { Store } from '@/lib/store/types';
import { succeeded } from './action-state';
import { stringField } from './form-input';
import { validatedAction, type ActionState } from './validated-action';

/**
 * The link form as the fields a link stores: the projects in the order their inputs come (the
 * picker keeps them in the owner's order), the expiry day as the end of that day, UTC. Every
 * problem is named on its field.
 */
const linkForm = z
  .instanceof(FormData, { message: 'Expected a form submission' })
  .transform((formData) => ({
    _id: stringField(formData, '_id'),
    _base: stringField(formData, '_base'),
    label: stringField(formData, 'label'),
    summary: stringField(formData, 'summary'),
    projects: formData.getAll('projects').map((value) => (typeof value === 'string' ? value : '')),
    variant: stringField(formData, 'variant'),
    expires: stringField(formData, 'expires'),
    // The language chosen (none sent while the site publishes one: no choice is offered).
    ...(stringField(formData, 'language') === '' ? {} : { language: stringField(formData, 'language') }),
  }))
  .pipe(
    shareLinkFields.omit({ expiresAt: true }).extend({
      _id: z.string(),
      _base: z.string(),
      expires: z.string().transform((value, ctx) => {
        const expiry = expiryFromDay(value);
        if (expiry.ok) return expiry.at;
        ctx.addIssue({ code: 'custom', message: expiry.error });
        return z.NEVER;
      }),
    }),
  )
  .transform(({ _id, _base, expires, ...rest }) => ({
    fields: { ...rest, expiresAt: expires },
    id: _id === '' ? undefined : _id,
    base: _base === '' ? undefined : _base,
  }));

/** The slugs of the projects published now: a link can only highlight these. */
async function projectSlugs(): Promise<Set<string>> {
  return new Set(allProjects(await getPublishedSections(PROJECT_KEYS)).map(({ project }) => project.slug));
}

function answer(write: LinkWrite): ActionState {
  if ('error' in write) return { error: write.error, ...(write.conflict ? { version: write.conflict.version } : {}) };
  revalidatePath(SHARE_LINKS.href);
  revalidatePath(INSIGHTS.href);
  return succeeded(write.revision, write.version);
}

/** Creates a link, or saves the one named by the form's `_id`. */
export async function saveShareLink(_previous: ActionState, formData: FormData): Promise<ActionState> {
  return validatedAction(linkForm, async ({ fields, id, base }) => {
    const known = await projectSlugs();
    const missing = fields.projects.find((slug) => !known.has(slug));
    if (missing !== undefined) {
      const error = SHARE_LINKS.errors.unknownProject(missing);
      return { error, fieldErrors: { projects: error } };
    }
    // A language the site publishes; the default's is its addresses without a prefix (not stored).
    const { language, ...rest } = fields;
    const languages = await getLanguages();
    // A link's own language stays its own while unpublished (it opens in the default's meanwhile).
    const own = async () =>
      id !== undefined && readLinks(await getStore().get(SHARE_LINKS_PATH)).find((l) => l.id === id)?.language;
    if (language !== undefined && !languages.published.includes(language) && (await own()) !== language) {
      return { error: SHARE_LINKS.errors.language, fieldErrors: { language: SHARE_LINKS.errors.language } };
    }
    const saved = language === undefined || language === languages.default ? rest : { ...rest, language };
    const store = getStore();
    await ensureHistoryBaseline(store);
    if (id !== undefined) {
      if (!isValidKey(id)) return { error: SHARE_LINKS.errors.notFound };
      // No language sent: the form offered no choice (one language published); the link keeps its own.
      return answer(await updateShareLink(store, id, saved, base, language === undefined));
    }
    return answer(await createShareLink(store, saved));
  })(formData);
}

const linkId = z.string({ message: SHARE_LINKS.errors.notFound }).refine(isValidKey, SHARE_LINKS.errors.notFound);

/** A change to the link `id` names, once it is known to name one. */
function onLink(id: string, change: (store: Store, id: string) => Promise<LinkWrite>): Promise<ActionState> {
  return validatedAction(linkId, async (valid) => {
    const store = getStore();
    await ensureHistoryBaseline(store);
    return answer(await change(store, valid));
  })(id);
}

/** Revokes a link at once (the admin asks first). */
export async function revokeShareLinkAction(id: string): Promise<ActionState> {
  return onLink(id, revokeShareLink);
}

/** Deletes a link and its counters (the admin asks first). */
export async function deleteShareLinkAction(id: string): Promise<ActionState> {
  return onLink(id, deleteShareLink);
}
