/**
 * Compile-time checks of the sections registry, run by `npm run typecheck`: each line marked
 * @ts-expect-error must stay an error, so the check cannot silently stop working.
 */
import { z } from 'zod';
import { fieldsFor } from '@/lib/content/sections';
import { LIST_SCHEMAS, SINGLETON_SCHEMAS } from '@/lib/content/schemas';

const schema = z.object({ title: z.string(), note: z.string().default('') });

// Every field named, none misspelt: fine.
fieldsFor(schema, [
  { name: 'title', label: 'Title', kind: 'text' },
  { name: 'note', label: 'Note', kind: 'text' },
]);

fieldsFor(schema, [
  { name: 'title', label: 'Title', kind: 'text' },
  // @ts-expect-error a field name the schema does not declare
  { name: 'nte', label: 'Note', kind: 'text' },
]);

// @ts-expect-error a schema field left out of the form
fieldsFor(schema, [{ name: 'title', label: 'Title', kind: 'text' }]);

// The real schemas too.
// @ts-expect-error 'fullname' is not a field of the about section ('fullName' is)
fieldsFor(SINGLETON_SCHEMAS.about, [{ name: 'fullname', label: 'Full name', kind: 'text' }]);

// @ts-expect-error the timeline form without its end date
fieldsFor(LIST_SCHEMAS.workTimeline, [
  { name: 'title', label: 'Title', kind: 'text' },
  { name: 'description', label: 'Description', kind: 'textarea' },
  { name: 'startdate', label: 'Start date', kind: 'date' },
]);

fieldsFor(schema, [
  // @ts-expect-error an image's alt-text field the schema does not declare
  { name: 'title', label: 'Title', kind: 'image', alt: 'titleAlt' },
  { name: 'note', label: 'Note', kind: 'text' },
]);
