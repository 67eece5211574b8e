// The start path's addresses (no store): see ../generated/adressen.ts.
export * from '../generated/adressen';
