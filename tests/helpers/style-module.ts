/** A CSS module under Jest: each class name is its own key. */
const classNames: Record<string, string> = new Proxy(
  {},
  { get: (_target, key) => (typeof key === 'string' ? key : undefined) },
);
export default classNames;
