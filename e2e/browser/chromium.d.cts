export declare const CHROMIUM_ARGS: string[];
export declare const INSTALL_CHROMIUM: string;
export declare function findChromium(env?: NodeJS.ProcessEnv): { path: string | undefined; reason?: string };
