import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { JSON_RESUME } from '@/lib/json-resume/words';
import schema from './schema.json';

/** A JSON Resume document (schema v1.0.0); only the parts this site reads or writes are typed. */
export interface JsonResume {
  $schema?: string;
  basics?: {
    name?: string;
    label?: string;
    image?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: { address?: string; city?: string; countryCode?: string; region?: string };
    profiles?: { network?: string; username?: string; url?: string }[];
  };
  work?: {
    name?: string;
    position?: string;
    description?: string;
    startDate?: string;
    endDate?: string;
    summary?: string;
    highlights?: string[];
  }[];
  education?: {
    institution?: string;
    area?: string;
    studyType?: string;
    startDate?: string;
    endDate?: string;
    score?: string;
    courses?: string[];
    /** Not in the v1.0.0 schema (items allow extra fields): where this site keeps an entry's description. */
    summary?: string;
  }[];
  skills?: { name?: string; keywords?: string[] }[];
  languages?: { language?: string; fluency?: string }[];
  projects?: {
    name?: string;
    description?: string;
    highlights?: string[];
    keywords?: string[];
    startDate?: string;
    endDate?: string;
    url?: string;
    roles?: string[];
  }[];
  meta?: { canonical?: string; version?: string };
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
