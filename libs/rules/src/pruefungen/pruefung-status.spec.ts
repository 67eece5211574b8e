import { pruefungSchritt, type PruefungSchritt, type PruefungStatus } from './pruefung-status';

describe('pruefungSchritt (02 §4 exam pupil status)', () => {
  it.each<[PruefungStatus | null, PruefungSchritt, PruefungStatus | null]>([
    [null, 'starten', 'in Bearbeitung'],
    ['in Bearbeitung', 'antworten', 'in Bearbeitung'],
    ['in Bearbeitung', 'abgeben', 'abgegeben'],
    ['abgegeben', 'bewerten', 'abgegeben'],
    ['abgegeben', 'korrigiert', 'korrigiert'],
    ['korrigiert', 'bewerten', 'korrigiert'],
    ['korrigiert', 'korrigiert', 'korrigiert'],
  ])('%p + %p → %p', (status, schritt, neu) => {
    expect(pruefungSchritt(status, schritt)).toEqual({ status: neu });
  });

  it.each<[PruefungStatus | null, PruefungSchritt, string]>([
    ['in Bearbeitung', 'starten', 'pruefungen.schonGestartet'],
    ['abgegeben', 'starten', 'pruefungen.schonGestartet'],
    ['korrigiert', 'starten', 'pruefungen.schonGestartet'],
    [null, 'antworten', 'pruefungen.nichtGestartet'],
    [null, 'abgeben', 'pruefungen.nichtGestartet'],
    ['abgegeben', 'antworten', 'pruefungen.schonAbgegeben'],
    ['abgegeben', 'abgeben', 'pruefungen.schonAbgegeben'],
    ['korrigiert', 'antworten', 'pruefungen.schonAbgegeben'],
    [null, 'bewerten', 'pruefungen.nichtAbgegeben'],
    ['in Bearbeitung', 'bewerten', 'pruefungen.nichtAbgegeben'],
    ['in Bearbeitung', 'korrigiert', 'pruefungen.nichtAbgegeben'],
  ])('%p + %p is refused with %p', (status, schritt, fehler) => {
    expect(pruefungSchritt(status, schritt)).toEqual({ fehler });
  });
});
