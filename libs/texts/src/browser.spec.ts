import * as browserEntry from './browser';
import * as nodeEntry from './index';
import { AREA_TEXTS } from './area-texts';
import { LANDING } from './de/landing';
import { TEXTS, type TextKey } from './catalogue';
import { LEGAL_TEXTS } from './legal-texts';
import { LOGIN_TEXTS } from './login-texts';

describe('the browser entry (texts after the login load later)', () => {
  it('exports the functions the apps use from the full entry', () => {
    const forNodeOnly = ['TEXTS'];
    const used = Object.keys(nodeEntry).filter((name) => !forNodeOnly.includes(name));
    expect(Object.keys(browserEntry).sort()).toEqual(used.sort());
  });

  it('splits the catalogue into four parts without overlap', () => {
    const parts = [LOGIN_TEXTS, LANDING, AREA_TEXTS, LEGAL_TEXTS].map((part) => Object.keys(part));
    const all = parts.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(Object.keys(TEXTS).length);
  });

  // Issue 28: /login?schulkonto=<key> shows the API's refusal; the shell asks isTextKey first.
  it('knows the keys of the texts loaded so far, and nothing from outside the catalogue', async () => {
    let fresh = browserEntry;
    jest.isolateModules(() => {
      fresh = jest.requireActual<typeof browserEntry>('./browser');
    });
    expect(fresh.isTextKey('schulkonto.fehlgeschlagen')).toBe(true);
    expect(fresh.isTextKey('constructor')).toBe(false);
    expect(fresh.isTextKey('schulkonto.gibtEsNicht')).toBe(false);
    expect(fresh.isTextKey('quiz.richtig')).toBe(false);
    await fresh.loadAllTexts();
    expect(fresh.isTextKey('quiz.richtig')).toBe(true);
  });

  it('shows the login texts at once and the others after loadAllTexts()', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(browserEntry.t('login.anmeldenAls', { name: 'Mia' })).toBe('Anmelden als Mia');
    expect(browserEntry.t('quiz.richtig')).toBe('quiz.richtig');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('quiz.richtig'));

    await browserEntry.loadAllTexts();
    expect(browserEntry.t('quiz.richtig')).toBe(nodeEntry.t('quiz.richtig'));
    // Issue 27: the privacy statement only with its dialog.
    expect(browserEntry.t('datenschutz.erklaerung')).toBe('datenschutz.erklaerung');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('datenschutz.erklaerung'));
    logged.mockRestore();

    // Issue 27: the login page's introduction only with the login page.
    expect(browserEntry.t('landing.einleitung')).toBe('landing.einleitung');
    await browserEntry.loadLandingTexts();
    expect(browserEntry.t('landing.einleitung')).toBe(nodeEntry.t('landing.einleitung'));

    await browserEntry.loadLegalTexts();
    for (const key of Object.keys(TEXTS) as TextKey[]) expect(browserEntry.t(key)).toBe(nodeEntry.t(key));
  });
});
