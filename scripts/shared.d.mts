export declare const CHROMIUM_PATH: string;
export declare const HEADLESS_CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: string[];
export declare function serverArgs(port: number | string, hostname?: string): string[];
export declare function waitForServer(url: string, seconds?: number): Promise<void>;
