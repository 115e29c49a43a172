/** What every admin action returns to useActionState: an error to show, or a success stamp. */
export interface ActionState {
  error?: string;
  ok?: boolean;
  /** Changes on every success so the form can react to repeated saves. */
  at?: number;
}

export const IDLE: ActionState = {};
