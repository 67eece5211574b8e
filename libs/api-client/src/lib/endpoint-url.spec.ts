import { pdfDruckenUrl } from '../endpoints/unterrichtsmodulteile';
import { endpointUrl } from './endpoint-url';

describe('endpointUrl', () => {
  it.each([
    ['a bare path', () => '/hello', undefined, '/api/hello'],
    [
      'path and parameters',
      () => ({ url: '/a/7', params: { b: 12, c: 'x y' } }),
      undefined,
      '/api/a/7?b=12&c=x+y',
    ],
    ['undefined parameters left out', () => ({ url: 'a', params: { b: undefined } }), undefined, '/api/a'],
  ])('%s', (_fall, query, arg, url) => expect(endpointUrl('/api/', query, arg)).toBe(url));
});

describe('pdfDruckenUrl (from the generated endpoint)', () => {
  it.each([
    [{ unterrichtsmodulid: 7, proSeite: 12 as const }, '/api/unterrichtsmodulteile/pdf/7?proSeite=12'],
    [{ unterrichtsmodulid: 3 }, '/api/unterrichtsmodulteile/pdf/3'],
  ])('%j → %s', (arg, url) => expect(pdfDruckenUrl(arg)).toBe(url));
});
