import { ADMIN_PATH } from '@/lib/store/paths';

export const CREDENTIALS_PATH = `${ADMIN_PATH}/credentials`;
export const SESSION_VERSION_PATH = `${ADMIN_PATH}/sessionVersion`;
export const SESSIONS_PATH = `${ADMIN_PATH}/sessions`;
