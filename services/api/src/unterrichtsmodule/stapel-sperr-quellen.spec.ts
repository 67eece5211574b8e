import { StapelSperrQuelle } from './stapel-sperr-quelle';
import { sperrQuellen } from './stapel-sperre.service';

const teil = () => null;

describe('sperrQuellen (issue 24: exams and races provide their part of the lock query)', () => {
  it('orders one source per reason: exams before races', () => {
    const rennen = new StapelSperrQuelle('wettbewerb', teil);
    const pruefungen = new StapelSperrQuelle('pruefung', teil);
    expect(sperrQuellen([rennen, pruefungen])).toEqual([pruefungen, rennen]);
  });

  it('refuses to run without a source for every reason (a pupil would read answers)', () => {
    expect(() => sperrQuellen([new StapelSperrQuelle('pruefung', teil)])).toThrow(/wettbewerb/);
    expect(() => sperrQuellen([])).toThrow(/pruefung/);
  });

  it('refuses a reason provided twice', () => {
    const doppelt = [
      new StapelSperrQuelle('pruefung', teil),
      new StapelSperrQuelle('pruefung', teil),
      new StapelSperrQuelle('wettbewerb', teil),
    ];
    expect(() => sperrQuellen(doppelt)).toThrow(/pruefung, pruefung/);
  });
});
