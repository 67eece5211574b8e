import { act, render, screen } from '@testing-library/react';
import { LernstapelProvider } from '@lernstapel/ui';
import { loadAllTexts, t } from '@lernstapel/texts';
import { NurOnline } from './NurOnline';

describe('NurOnline (issue 27: exams and races stay online-only)', () => {
  beforeAll(() => loadAllTexts());
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['exams', 'offline.nurOnline.exams'],
    ['races', 'offline.nurOnline.races'],
  ] as const)(
    '%s: says it needs the network while offline, and shows the area once it is back',
    (area, text) => {
      const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      render(
        <LernstapelProvider>
          <NurOnline area={area}>
            <p>Bereich</p>
          </NurOnline>
        </LernstapelProvider>,
      );
      expect(screen.getByText(t(text))).toBeTruthy();
      expect(screen.queryByText('Bereich')).toBeNull();

      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(screen.getByText('Bereich')).toBeTruthy();
      expect(screen.queryByText(t(text))).toBeNull();
    },
  );

  it('an area open before the network went stays: a running exam keeps its answers (issue 23)', () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(
      <LernstapelProvider>
        <NurOnline area="exams">
          <p>Prüfung läuft</p>
        </NurOnline>
      </LernstapelProvider>,
    );
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText('Prüfung läuft')).toBeTruthy();
    expect(screen.queryByText(t('offline.nurOnline.exams'))).toBeNull();
  });
});
