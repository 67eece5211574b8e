import * as unterrichtsmodule from '@lernstapel/api-client/endpoints/unterrichtsmodule';

/**
 * 01 §9 / issue 25 §1 CSV import, generated: the file's bytes as they are (text/csv; the API detects the
 * encoding) and how to read them as query parameters — the choices the preview showed, so the API
 * creates those cards.
 */
export const { useImportcsvImportierenMutation: useImportierenCsvMutation } = unterrichtsmodule;
