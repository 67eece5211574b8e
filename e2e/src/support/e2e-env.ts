export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Relative to the workspace root, where the web server runs. */
export const E2E_DATA_DIR = 'tmp/e2e-data';

/** Issue 16: a second portal with operator data configured, for the legal dialogs (away from other helpers' ports). */
export const E2E_BETREIBER_PORT = E2E_PORT + 100;
export const E2E_BETREIBER_BASE_URL = `http://127.0.0.1:${E2E_BETREIBER_PORT}`;
export const E2E_BETREIBER_DATA_DIR = 'tmp/e2e-data-betreiber';
/** Clearly fictitious example operator data, marked "Beispiel". */
export const BEISPIEL_BETREIBER = {
  OPERATOR_NAME: 'Beispiel-Lernplattform AG (Beispiel)',
  OPERATOR_ADDRESS: 'Beispielweg 1\\n9999 Beispielstadt',
  OPERATOR_EMAIL: 'info@beispiel.example',
  OPERATOR_PRIVACY_CONTACT: 'datenschutz@beispiel.example',
  OPERATOR_REGISTER: 'Beispielregister, Nr. 0000 (Beispiel)',
  ACTIVITY_RETENTION_DAYS: '14',
} as const;
