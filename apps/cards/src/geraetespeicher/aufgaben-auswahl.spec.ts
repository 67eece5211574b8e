import { geteilterStapel, stapelListItem } from '../testing/fixtures';
import { aufgabenAuswahl } from './aufgaben-auswahl';

describe('the assigned stacks the device store keeps (issue 27)', () => {
  const zuweisung = (id: number, gesperrt = false) =>
    geteilterStapel(id, `Aufgabe ${id}`, {
      unterrichtsmodule_id: id,
      ist_aufgabe: true,
      aufgabe: 'Lernen',
      gesperrt,
    });

  it('keeps and loads the assignments, not the plain shares', () => {
    const auswahl = aufgabenAuswahl(
      [zuweisung(1), geteilterStapel(2, 'Geteilt', { unterrichtsmodule_id: 2 })],
      [],
    );
    expect([...auswahl.zugewiesen]).toEqual([1]);
    expect(auswahl.laden).toEqual([1]);
  });

  it('takes the newest own copy of an assigned stack instead of the original', () => {
    const eigene = [
      stapelListItem(7, 'Kopie alt', { ist_kopie_von_umodul_id: 1 }),
      stapelListItem(9, 'Kopie neu', { ist_kopie_von_umodul_id: 1 }),
    ];
    const auswahl = aufgabenAuswahl([zuweisung(1)], eigene);
    expect([...auswahl.zugewiesen]).toEqual([9]);
    expect(auswahl.laden).toEqual([9]);
  });

  it('keeps a stack locked by an exam or race as assigned but does not ask for it (423 until it ends)', () => {
    const eigene = [stapelListItem(9, 'Kopie', { ist_kopie_von_umodul_id: 3 })];
    const auswahl = aufgabenAuswahl([zuweisung(1), zuweisung(2, true), zuweisung(3, true)], eigene);
    expect([...auswahl.zugewiesen]).toEqual([1, 2, 9]);
    expect(auswahl.laden).toEqual([1]);
  });
});
