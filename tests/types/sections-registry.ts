/**
 * Compile-time checks of the schema lines that say how a field is edited (`.meta()`, typed in
 * lib/content/fields.ts), run by `npm run typecheck`: each line marked @ts-expect-error must stay
 * an error, so the check cannot silently stop working.
 */
import { z } from 'zod';
import { editorFields } from '@/lib/content/sections';

editorFields(z.object({ title: z.string().meta({ label: 'Title', kind: 'text', hint: 'Shown on the card' }) }));

// @ts-expect-error an input the editors do not have
z.string().meta({ label: 'Title', kind: 'txt' });

// @ts-expect-error a label is text
z.string().meta({ label: 1, kind: 'text' });

// @ts-expect-error only an object schema has fields to edit
editorFields(z.string());
