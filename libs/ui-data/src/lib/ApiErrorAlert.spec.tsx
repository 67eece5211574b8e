import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { LernstapelProvider } from '@lernstapel/ui';
import { ApiErrorAlert } from './ApiErrorAlert';

function renderInProvider(ui: ReactElement) {
  return render(<LernstapelProvider>{ui}</LernstapelProvider>);
}

describe('ApiErrorAlert', () => {
  it("shows the API's German message and each further detail once", () => {
    const error = {
      status: 400,
      data: {
        statusCode: 400,
        error: 'validierung.schulnameFehlt',
        message: 'Schulname fehlt',
        details: ['Schulname fehlt', 'Ort fehlt'],
      },
    };
    renderInProvider(<ApiErrorAlert error={error} />);
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('p')?.textContent).toBe('Schulname fehlt');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ort fehlt']);
  });

  it('says the server does not answer when no answer came', () => {
    renderInProvider(
      <ApiErrorAlert error={{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }} />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Der Server antwortet nicht.');
  });
});
