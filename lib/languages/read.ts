import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getStore } from '@/lib/store';
import { LANGUAGES_PATH } from '@/lib/store/paths';
import { siteLanguages, type SiteLanguages } from './model';

/** The tag every page carries: its links list the languages. */
const LANGUAGES_TAG = 'content:languages';

/** The site's languages, as the store holds them (one read per cache fill). */
export async function getLanguages(): Promise<SiteLanguages> {
  'use cache';
  cacheLife('max');
  cacheTag(LANGUAGES_TAG);
  return siteLanguages(await getStore().get(LANGUAGES_PATH));
}
