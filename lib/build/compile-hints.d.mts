export declare const COMPILE_HINT: string;
export declare function publicStartChunks(distDir: string): Promise<string[]>;
export declare function addCompileHints(distDir: string): Promise<string[]>;
