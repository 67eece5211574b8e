import { ohneRandLeerzeichen } from './ohne-rand-leerzeichen';

describe('ohneRandLeerzeichen (issue 23: phone keyboards add spaces)', () => {
  it.each<[string | null | undefined, string]>([
    ['Bern', 'Bern'],
    ['Bern ', 'Bern'],
    [' Bern', 'Bern'],
    ['\tBern\n', 'Bern'],
    ['New  York ', 'New  York'],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (text, expected) => {
    expect(ohneRandLeerzeichen(text)).toBe(expected);
  });
});
