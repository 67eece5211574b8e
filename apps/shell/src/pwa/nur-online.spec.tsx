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
});
