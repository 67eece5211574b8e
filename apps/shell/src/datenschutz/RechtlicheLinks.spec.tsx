import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, renderPage } from '@lernstapel/testing';
import { RechtlicheLinks } from './RechtlicheLinks';

const ANGABEN = {
  betreiber: null,
  aufbewahrung: { aktivitaetenTage: 30, sitzungStunden: 12, gespeicherteAnmeldungTage: 90, mailTage: 21 },
};

/** Issue 29 §4: the legal notice and the privacy text from every logged-in page. */
describe('legal links below every page of the logged-in areas', () => {
  it.each([
    ['Impressum', 'Haftungsausschluss'],
    ['Datenschutzerklärung', 'gespeicherte E-Mails nach 21 Tagen'],
  ])(
    '%s opens its dialog with the installation’s text',
    async (link, erwartet) => {
      fakeApi({ '/datenschutz/angaben': { status: 200, body: ANGABEN } });
      renderPage(<RechtlicheLinks />);
      fireEvent.click(within(screen.getByTestId('rechtliche-links')).getByRole('button', { name: link }));
      const dialog = await screen.findByRole('dialog', { name: link });
      expect(await within(dialog).findByText(new RegExp(erwartet), {}, { timeout: 20_000 })).toBeTruthy();
      // The texts load with the first dialog (a chunk of their own), which takes a while on a busy machine.
    },
    30_000,
  );
});
