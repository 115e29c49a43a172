export type Tree = Record<string, unknown>;

export const isObject = (value: unknown): value is Tree =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** JSON with keys in a fixed order, so equal data compares equal however it was built. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A stored list's entries in their order (then id), as the pages show them. */
export function orderedEntries(list: Tree): [string, unknown][] {
  const place = (item: unknown) => (isObject(item) && typeof item.order === 'number' ? item.order : 0);
  return Object.entries(list).sort(([a, x], [b, y]) => place(x) - place(y) || (a < b ? -1 : a > b ? 1 : 0));
}
