import { antwortZeilen } from './antwort-zeilen';
import type { WahrOderFalsch } from './card-fields';
import { emptyCard } from './empty-card';

const konjugation = {
  ...emptyCard({ unterrichtsmodule_id: 1 }),
  ist_konjugation: true,
  konjug_ich: 'gehe',
  konjug_du: 'gehst',
  konjug_ersiees: 'geht',
  konjug_wir: 'gehen',
  konjug_ihr: '',
  konjug_sie: 'gehen',
};

describe('antwortZeilen (02 §3, §4)', () => {
  it('lists the filled conjugated forms', () => {
    expect(antwortZeilen(konjugation)).toEqual(['gehe', 'gehst', 'geht', 'gehen', 'gehen']);
  });

  it('names every person for a printout, an empty form included', () => {
    expect(antwortZeilen(konjugation, { mitPersonen: true })).toEqual([
      'ich gehe',
      'du gehst',
      'er/sie/es geht',
      'wir gehen',
      'ihr',
      'sie gehen',
    ]);
  });

  it.each<[WahrOderFalsch, string]>([
    [1, 'wahr'],
    [0, 'falsch'],
  ])('a true/false card with wahroderfalsch %i answers %s', (wahroderfalsch, text) => {
    expect(antwortZeilen({ ...emptyCard({ unterrichtsmodule_id: 1 }), wahroderfalsch })).toEqual([text]);
  });
});
