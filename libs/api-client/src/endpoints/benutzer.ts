export * from '../generated/benutzer';
