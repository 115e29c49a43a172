export const SITE_URL: string;
export function projectEnv(databaseHost: string, privateKey: string): Record<string, string>;
