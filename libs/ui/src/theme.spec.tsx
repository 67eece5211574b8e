import { render, screen } from '@testing-library/react';
import { Modal, Notification } from '@mantine/core';
import { LernstapelProvider } from './lib/LernstapelProvider';

describe('theme (issue 15 §4)', () => {
  it('names the icon-only close buttons of dialogs and notifications in German', async () => {
    render(
      <LernstapelProvider>
        <Notification onClose={() => undefined}>Gespeichert</Notification>
        <Modal opened onClose={() => undefined} title="Dialog">
          Inhalt
        </Modal>
      </LernstapelProvider>,
    );
    expect(await screen.findAllByRole('button', { name: 'Schliessen' })).toHaveLength(2);
  });
});
