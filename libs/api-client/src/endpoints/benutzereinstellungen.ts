export * from '../generated/benutzereinstellungen';
