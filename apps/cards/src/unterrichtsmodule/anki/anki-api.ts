import * as anki from '@lernstapel/api-client/endpoints/anki';

/**
 * Issue 25 §2, generated from the API's OpenAPI document: the import sends the package's bytes as they
 * are (application/zip, the API unpacks and reads it); the export is a file download (a link, GET, the
 * session cookie goes along).
 */
export const { useAnkiImportierenMutation: useImportierenAnkiMutation, ankiExportierenUrl: exportAnkiUrl } =
  anki;
