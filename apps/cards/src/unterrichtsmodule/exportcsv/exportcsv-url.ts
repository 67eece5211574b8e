import * as unterrichtsmodule from '@lernstapel/api-client/endpoints/unterrichtsmodule';

/** 01 §9 CSV export: the stack's cards as a file download (a link, GET, the session cookie goes along). */
export const { exportcsvExportierenUrl: exportCsvUrl } = unterrichtsmodule;
