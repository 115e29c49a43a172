import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { JSON_RESUME } from '@/lib/json-resume/words';
import schema from './schema.json';

/** Optional text fields named `K`, as JSON Resume's objects hold most of theirs. */
type Texts<K extends string> = { [key in K]?: string };

/** A JSON Resume document (schema v1.0.0); only the parts this site reads or writes are typed. */
export interface JsonResume {
  $schema?: string;
  basics?: Texts<'name' | 'label' | 'image' | 'email' | 'phone' | 'url' | 'summary'> & {
    location?: Texts<'address' | 'city' | 'countryCode' | 'region'>;
    profiles?: Texts<'network' | 'username' | 'url'>[];
  };
  work?: (Texts<'name' | 'position' | 'description' | 'startDate' | 'endDate' | 'summary'> & {
    highlights?: string[];
  })[];
  // `summary` is not in the v1.0.0 schema (items allow extra fields): where this site keeps an entry's description.
  education?: (Texts<'institution' | 'area' | 'studyType' | 'startDate' | 'endDate' | 'score' | 'summary'> & {
    courses?: string[];
  })[];
  skills?: (Texts<'name'> & { keywords?: string[] })[];
  languages?: Texts<'language' | 'fluency'>[];
  projects?: (Texts<'name' | 'description' | 'startDate' | 'endDate' | 'url'> & {
    [key in 'highlights' | 'keywords' | 'roles']?: string[];
  })[];
  meta?: Texts<'canonical' | 'version'>;
}

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const check = ajv.compile<JsonResume>(schema);

/** "/work/2/startDate" → "work[2].startDate". */
function jsonPath(pointer: string): string {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  return parts.reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

/**
 * Every way `json` departs from the JSON Resume schema, each naming its place, e.g.
 * `work[2].startDate: must be a date as YYYY, YYYY-MM or YYYY-MM-DD`; [] when it is valid.
 */
export function resumeSchemaErrors(json: unknown): string[] {
  if (check(json)) return [];
  const errors = (check.errors ?? []).map((error) => {
    const where = jsonPath(error.instancePath);
    const at = (name: string) => (where ? `${where}.${name}` : name);
    if (error.keyword === 'additionalProperties') {
      return `${at(String(error.params.additionalProperty))}: ${JSON_RESUME.unknownTopLevel}`;
    }
    const message =
      error.keyword === 'pattern' && error.schemaPath.includes('iso8601') ? JSON_RESUME.datePattern : error.message;
    return `${where || JSON_RESUME.wholeFile}: ${message}`;
  });
  return [...new Set(errors)].slice(0, JSON_RESUME.maxErrors);
}
