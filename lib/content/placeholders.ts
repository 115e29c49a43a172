import { FRESH_START } from '@/lib/content/fresh-start-words';

const P = FRESH_START.placeholders;
/** The About details "start empty" fills in only because the schema requires a value. */
const DETAILS: ReadonlySet<string> = new Set([P.dob, P.address, P.email, P.phoneNumber, P.status, P.cvweblink]);

/**
 * Whether an About detail is still the fresh start's placeholder: the public pages, the JSON-LD and
 * /resume.json leave it out (a visitor should not be offered owner@example.com or a fake phone number);
 * the dashboard's checklist asks the owner to fill it in.
 */
export const isPlaceholderDetail = (value: string): boolean => DETAILS.has(value.trim());
