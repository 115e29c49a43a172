import { DB_LIMITS } from '@/lib/constants';

export type StoreErrorCode =
  | 'invalid-path'
  | 'invalid-key'
  | 'invalid-value'
  | 'string-too-long'
  | 'too-deep'
  | 'maxretry'
  | 'corrupt'
  | 'io'
  /** The disk, or the database's file, has no room left: the write was not made. */
  | 'full';

/**
 * Marks a StoreError whichever copy of this module made it: the server's instrumentation hook and
 * its app are compiled separately, so the store the hook creates (and keeps for the app) throws an
 * error of another StoreError class than the one the app's code would check with instanceof.
 */
const STORE_ERROR = Symbol.for('portfolio.StoreError');

/** The one error type every Store backend throws for rule violations and storage failures. */
export class StoreError extends Error {
  readonly code: StoreErrorCode;
  readonly [STORE_ERROR] = true;
  constructor(code: StoreErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreError';
    this.code = code;
  }
}

export function isStoreError(error: unknown, code?: StoreErrorCode): error is StoreError {
  return (
    error instanceof Error &&
    (error as Partial<Record<typeof STORE_ERROR, boolean>>)[STORE_ERROR] === true &&
    (code === undefined || (error as StoreError).code === code)
  );
}

/** A transaction (of `what`) that met a conflicting write on every one of its attempts. */
export const gaveUp = (what: string, options?: { cause?: unknown }) =>
  new StoreError('maxretry', `${what} gave up after ${DB_LIMITS.transactionMaxRetries} attempts`, options);
