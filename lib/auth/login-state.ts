type LoginOutcome = 'idle' | 'empty' | 'invalid' | 'locked' | 'unavailable' | 'ok';

export interface LoginState {
  outcome: LoginOutcome;
  message?: string;
  at?: number;
}

export const LOGIN_IDLE: LoginState = { outcome: 'idle' };

/** Sign-in when the database is down or does not answer (within the store's time limit). */
export const LOGIN_UNAVAILABLE =
  'Signing in is not possible right now: the database did not answer. Try again in a moment.';
