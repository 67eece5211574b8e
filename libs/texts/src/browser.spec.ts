import * as browserEntry from './browser';
import * as nodeEntry from './index';
import { AREA_TEXTS } from './area-texts';
import { TEXTS, type TextKey } from './catalogue';
import { LOGIN_TEXTS } from './login-texts';

describe('the browser entry (texts after the login load later)', () => {
  it('exports the functions the apps use from the full entry', () => {
    const forNodeOnly = ['TEXTS', 'isTextKey'];
    const used = Object.keys(nodeEntry).filter((name) => !forNodeOnly.includes(name));
    expect(Object.keys(browserEntry).sort()).toEqual(used.sort());
  });

  it('splits the catalogue into two parts without overlap', () => {
    const loginKeys = Object.keys(LOGIN_TEXTS);
    expect(loginKeys.filter((key) => key in AREA_TEXTS)).toEqual([]);
    expect(loginKeys.length + Object.keys(AREA_TEXTS).length).toBe(Object.keys(TEXTS).length);
  });

  it('shows the login texts at once and the others after loadAllTexts()', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(browserEntry.t('login.anmeldenAls', { name: 'Mia' })).toBe('Anmelden als Mia');
    expect(browserEntry.t('quiz.richtig')).toBe('quiz.richtig');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('quiz.richtig'));
    logged.mockRestore();

    await browserEntry.loadAllTexts();
    for (const key of Object.keys(TEXTS) as TextKey[]) expect(browserEntry.t(key)).toBe(nodeEntry.t(key));
  });
});
