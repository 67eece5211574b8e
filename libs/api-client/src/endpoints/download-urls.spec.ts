import { ankiExportierenUrl } from './anki';
import { pdfDruckenUrl } from './unterrichtsmodulteile';

// The download addresses the generator writes next to the endpoints (services/api/tools/openapi):
// links the browser follows, so they must be exactly the routes the API answers.
describe('generated download addresses', () => {
  it.each([
    ['path parameter only', () => ankiExportierenUrl(12), '/api/anki/export/12'],
    [
      'query parameter left out when unset',
      () => pdfDruckenUrl({ unterrichtsmodulid: 7 }),
      '/api/unterrichtsmodulteile/pdf/7',
    ],
    [
      'query parameter set',
      () => pdfDruckenUrl({ unterrichtsmodulid: 7, proSeite: 12 }),
      '/api/unterrichtsmodulteile/pdf/7?proSeite=12',
    ],
  ])('%s', (_case, address, expected) => {
    expect(address()).toBe(expected);
  });
});
