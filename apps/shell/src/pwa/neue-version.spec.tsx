import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LernstapelProvider } from '@lernstapel/ui';
import { loadAllTexts, t } from '@lernstapel/texts';
import { NeueVersionHinweis } from './NeueVersionHinweis';
import { checkRemoteReleases, noteLoadedRelease } from './neue-version';

const MANIFEST = 'https://lernstapel.example/remotes/exams/mf-manifest.json';

function answerWith(text: string) {
  return jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(text, { status: 200 }));
}

describe('a new release of a remote', () => {
  beforeAll(() => loadAllTexts());
  afterEach(() => jest.restoreAllMocks());

  it('is offered as "Neue Version verfügbar – neu laden" only once its manifest has changed', async () => {
    render(
      <LernstapelProvider>
        <MemoryRouter>
          <NeueVersionHinweis />
        </MemoryRouter>
      </LernstapelProvider>,
    );
    noteLoadedRelease(MANIFEST, '{"release":1}');

    const fetchSpy = answerWith('{"release":1}');
    await act(() => checkRemoteReleases());
    expect(fetchSpy).toHaveBeenCalledWith(MANIFEST, expect.objectContaining({ cache: 'no-store' }));
    expect(screen.queryByText(t('offline.update.hinweis'))).toBeNull();

    answerWith('{"release":2}');
    await act(() => checkRemoteReleases());
    expect(screen.getByText(t('offline.update.hinweis'))).toBeTruthy();
    expect(screen.getByRole('button', { name: t('offline.update.neuLaden') })).toBeTruthy();
  });
});
