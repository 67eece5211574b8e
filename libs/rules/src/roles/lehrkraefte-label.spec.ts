import { lehrkraefteLabel } from './lehrkraefte-label';

describe("the teachers page label (01 §2 'lehrkraefte')", () => {
  it.each([
    // ist_schueler, ist_main_admin, schule_id, kann_lehrpersonen_bearbeiten, kann_schuldaten_bearbeiten → label
    [false, false, 1, true, true, 'menue.verwaltung'],
    [false, false, 1, true, false, 'menue.lehrpersonen'],
    [false, false, 1, false, true, 'menue.schule'],
    [false, false, 1, false, false, null],
    // 01 §6: an individual person (no school) orders a licence for a school on 'Schule'
    [false, false, null, true, true, 'menue.schule'],
    [false, false, null, false, false, 'menue.schule'],
    [true, false, null, false, false, null],
    [false, true, null, false, false, null],
    [true, false, 1, true, true, null],
    [false, true, 1, true, true, null],
  ])(
    'pupil %s, main admin %s, school %s, Lehrpersonen %s, Schuldaten %s → %s',
    (
      ist_schueler,
      ist_main_admin,
      schule_id,
      kann_lehrpersonen_bearbeiten,
      kann_schuldaten_bearbeiten,
      label,
    ) => {
      expect(
        lehrkraefteLabel({
          ist_schueler,
          ist_main_admin,
          schule_id,
          kann_lehrpersonen_bearbeiten,
          kann_schuldaten_bearbeiten,
        }),
      ).toBe(label);
    },
  );
});
