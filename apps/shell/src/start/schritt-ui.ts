// A step of ./in-schritten.ts: evaluates the UI kit. Through this file, because a dynamic import of a
// workspace library would mark it lazily loaded for Nx, and every static import of it forbidden.
export * from '@lernstapel/ui';
