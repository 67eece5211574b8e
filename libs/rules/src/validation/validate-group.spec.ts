import { validateGroup } from './validate-group';

describe('validateGroup (01 §5: name required)', () => {
  it.each([
    ['Neue Gruppe', []],
    ['5a Französisch', []],
    ['', ['validierung.gruppennameFehlt']],
    ['   ', ['validierung.gruppennameFehlt']],
  ])('%j → %j', (bezeichnung, expected) => {
    expect(validateGroup({ bezeichnung })).toEqual(expected);
  });
});
