// Injected at build time from the root package.json (libs/webpack-federation, DefinePlugin).
declare const __PROGRAM_VERSION__: string | undefined;
declare const __PROGRAM_DATE__: string | undefined;

/** 01 §9: program version 2.0.0 dated 20.07.2025, as the root package.json says. */
export const PROGRAM_VERSION: string = typeof __PROGRAM_VERSION__ === 'string' ? __PROGRAM_VERSION__ : 'dev';
export const PROGRAM_DATE: string = typeof __PROGRAM_DATE__ === 'string' ? __PROGRAM_DATE__ : '-';
