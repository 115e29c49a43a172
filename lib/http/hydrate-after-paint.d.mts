export declare const LOADER_ID: string;
export declare const CAP_MS: number;
export declare const LEAD_GRACE_MS: number;
export declare function startedScripts(html: string): string[];
export declare function flightAddress(html: string): string | null;
export declare function hydrateAfterPaint(html: string, keepFlight?: (json: string) => string): string;
export declare const HYDRATED: string;
export declare const LINK_FALLBACK_MS: number;
