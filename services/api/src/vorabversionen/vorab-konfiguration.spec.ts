import { parseVorabKonfiguration } from './vorab-konfiguration';

describe('REMOTES_CANARY_JSON (issue 26 §5)', () => {
  it.each([
    [
      'remotes and schools',
      '{"remotes":{"exams":"/remotes-vorab/exams/mf-manifest.json"},"schulen":[3,7]}',
      {
        remotes: { exams: '/remotes-vorab/exams/mf-manifest.json' },
        schulen: [3, 7],
      },
    ],
    [
      'only remotes (schools chosen by the main administrator)',
      '{"remotes":{"races":"https://x.example/m.json"}}',
      {
        remotes: { races: 'https://x.example/m.json' },
        schulen: [],
      },
    ],
    ['an empty object: no canary', '{}', { remotes: {}, schulen: [] }],
  ])('reads %s', (_fall, text, erwartet) => {
    expect(parseVorabKonfiguration(text)).toEqual(erwartet);
  });

  it.each([
    ['not JSON', '{remotes', /JSON/],
    ['a list', '[]', /JSON object/],
    ['an unknown remote', '{"remotes":{"quiz":"/x.json"}}', /unknown remote "quiz"/],
    ['an empty URL', '{"remotes":{"exams":""}}', /needs a URL/],
    ['school ids that are not ids', '{"remotes":{},"schulen":["A",0]}', /list of school ids/],
  ])('refuses %s', (_fall, text, meldung) => {
    expect(() => parseVorabKonfiguration(text)).toThrow(meldung);
  });
});
