import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '@lernstapel/testing';
import { Hilfe } from './Hilfe';

describe("'Hilfe' (01 §2 hilfe)", () => {
  it('shows one topic per help section and opens its text', async () => {
    renderPage(<Hilfe />);
    expect(screen.getByRole('heading', { name: 'Hilfe' })).toBeTruthy();
    const themen = within(screen.getByTestId('hilfe-themen'))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(themen).toEqual([
      'Anmeldung und Anmeldecode',
      'Stapel und Kartenarten',
      'Das Quiz mit drei Fächern',
      'Klasse und Gruppen',
      'Prüfungen',
      'Quiz-Wettbewerbe',
      'Datenschutz',
    ]);
    const quiz = screen.getByRole('button', { name: 'Das Quiz mit drei Fächern' });
    expect(quiz.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(quiz);
    await waitFor(() => expect(quiz.getAttribute('aria-expanded')).toBe('true'));
    const panel = document.getElementById(quiz.getAttribute('aria-controls') ?? '');
    expect(panel?.textContent).toContain('von Fach 1 in Fach 2 und von Fach 2 in Fach 3');
    expect(panel?.querySelectorAll('p')).toHaveLength(3);
  });
});
