import { lernwarteschlangeSchluessel } from '@lernstapel/rules';
import { clearDeviceStore } from './geraet-leeren';

describe('logging out clears the device store (issue 27)', () => {
  beforeEach(() => localStorage.clear());

  it('removes the user’s emptied answer queue', async () => {
    localStorage.setItem(lernwarteschlangeSchluessel(7), '[]');
    await clearDeviceStore(7);
    expect(localStorage.getItem(lernwarteschlangeSchluessel(7))).toBeNull();
  });

  it('keeps answers not yet sent, and another user’s queue', async () => {
    const offen = JSON.stringify([{ pfad: 'unterrichtsmodulteile/quiz/fach', body: { anfrage_id: 'a' } }]);
    localStorage.setItem(lernwarteschlangeSchluessel(7), offen);
    localStorage.setItem(lernwarteschlangeSchluessel(8), '[]');
    await clearDeviceStore(7);
    expect(localStorage.getItem(lernwarteschlangeSchluessel(7))).toBe(offen);
    expect(localStorage.getItem(lernwarteschlangeSchluessel(8))).toBe('[]');
  });
});
