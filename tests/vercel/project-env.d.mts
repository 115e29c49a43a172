export function projectEnv(databaseHost: string, privateKey: string): Record<string, string>;
