type LoginOutcome = 'idle' | 'empty' | 'invalid' | 'locked' | 'ok';

export interface LoginState {
  outcome: LoginOutcome;
  message?: string;
  at?: number;
}

export const LOGIN_IDLE: LoginState = { outcome: 'idle' };
