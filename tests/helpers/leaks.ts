/** Traces of server internals an answer must never show: stack frames, source or install paths. */
const INTERNALS =
  /\n\s+at [\w$.<>[\] ]+ \(|\bat (?:async )?[\w$.]+ \(\/|(?:\/|\\)node_modules(?:\/|\\)|\.tsx?:\d+:\d+|\/\.next\/server\//;

/** The first trace of server internals in a response text, with some context; null when clean. */
export function findInternals(text: string): string | null {
  const found = INTERNALS.exec(text);
  return found ? text.slice(Math.max(0, found.index - 60), found.index + 80) : null;
}
