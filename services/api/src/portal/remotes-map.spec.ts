import { DEFAULT_REMOTES, parseRemotesMap } from './remotes-map';

describe('remotes map', () => {
  it('defaults to every remote on this server', () => {
    expect(DEFAULT_REMOTES).toEqual({
      cards: '/remotes/cards/mf-manifest.json',
      exams: '/remotes/exams/mf-manifest.json',
      races: '/remotes/races/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
    });
  });

  it('accepts a partial map of known remotes', () => {
    expect(parseRemotesMap('{"exams":"https://cdn.example/exams/mf-manifest.json"}')).toEqual({
      exams: 'https://cdn.example/exams/mf-manifest.json',
    });
  });

  it.each([
    ['[]', 'must be a JSON object'],
    ['"x"', 'must be a JSON object'],
    ['{"shell":"/x"}', 'unknown remote "shell"'],
    ['{"cards":""}', '"cards" needs a URL'],
    ['{"cards":1}', '"cards" needs a URL'],
  ])('refuses %s', (text, message) => {
    expect(() => parseRemotesMap(text)).toThrow(message);
  });
});
