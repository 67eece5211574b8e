import { licenceNextStep } from './licence-next-step';

describe('the next step towards a school licence (issue 23)', () => {
  it.each([
    // ist_schueler, schule_id, kann_schuldaten_bearbeiten → step
    [false, 1, true, 'selbstBestellen'],
    [false, null, false, 'selbstBestellen'],
    [false, 1, false, 'schuladministration'],
    [true, 1, false, 'lehrperson'],
    [true, null, false, 'lehrperson'],
  ] as const)(
    'schueler %p, schule %p, schuldaten %p → %s',
    (ist_schueler, schule_id, kann_schuldaten_bearbeiten, step) => {
      expect(licenceNextStep({ ist_schueler, schule_id, kann_schuldaten_bearbeiten })).toBe(step);
    },
  );
});
