export * from '../generated/schuelergruppen';
