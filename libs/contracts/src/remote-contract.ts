import { CONTRACT_VERSION } from './contract-version';

// A build may declare another version on purpose (LERNSTAPEL_CONTRACT_VERSION, see
// libs/webpack-federation): the version-skew stories build a remote that speaks an older contract.
declare const __CONTRACT_VERSION_OVERRIDE__: string | undefined;

/**
 * Exposed by every remote as './Vertrag' (libs/webpack-federation): the contract version the remote
 * was built against, read by the shell before it loads one of the remote's pages.
 */
export const VERTRAG_VERSION: string =
  typeof __CONTRACT_VERSION_OVERRIDE__ === 'string' && __CONTRACT_VERSION_OVERRIDE__ !== ''
    ? __CONTRACT_VERSION_OVERRIDE__
    : CONTRACT_VERSION;
