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

/** The one error type every Store backend throws for rule violations and storage failures. */
export class StoreError extends Error {
  readonly code: StoreErrorCode;
  constructor(code: StoreErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreError';
    this.code = code;
  }
}

/**
 * By shape as well as by class: the process-wide store (lib/store/index.ts) may have been made by
 * another bundle of this module (the start-up code's), whose StoreError is another class.
 */
export function isStoreError(error: unknown, code?: StoreErrorCode): error is StoreError {
  const shaped =
    error instanceof StoreError ||
    (error instanceof Error && error.name === 'StoreError' && typeof (error as StoreError).code === 'string');
  return shaped && (code === undefined || (error as StoreError).code === code);
}
