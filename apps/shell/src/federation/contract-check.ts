import { CONTRACT_VERSION } from '@lernstapel/contracts';

// The shell's own contract as its build declared it (libs/webpack-federation), else the library's.
declare const __CONTRACT_VERSION__: string | undefined;
export const SHELL_CONTRACT_VERSION =
  typeof __CONTRACT_VERSION__ === 'string' ? __CONTRACT_VERSION__ : CONTRACT_VERSION;
