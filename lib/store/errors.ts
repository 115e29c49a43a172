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

export function isStoreError(error: unknown, code?: StoreErrorCode): error is StoreError {
  return error instanceof StoreError && (code === undefined || error.code === code);
}
