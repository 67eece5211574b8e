import { istOeffentlicheAdresse } from './oeffentliche-adresse';

/** Issue 29 §3: the server fetches images from public addresses only (no SSRF). */
describe('istOeffentlicheAdresse', () => {
  it.each([
    ['93.184.216.34', true],
    ['8.8.8.8', true],
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['127.255.0.9', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['172.32.0.1', true],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::ffff:93.184.216.34', true],
    ['[::1]', false],
    ['localhost', false],
    ['', false],
  ])('%s → %s', (adresse, oeffentlich) => {
    expect(istOeffentlicheAdresse(adresse)).toBe(oeffentlich);
  });
});
