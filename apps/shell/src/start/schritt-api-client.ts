// A step of ./in-schritten.ts: evaluates the API client and its store (see ./schritt-ui.ts for why a file).
export * from '@lernstapel/api-client';
