import { expect, test } from './support/reflow';
import { t } from '@lernstapel/texts';
import { logInAs, menue } from './support/login';
import { GROESSEN } from './support/reflow';
import { meineFlashcards } from './support/wege';

// Content of the demo seed (services/api/src/bootstrap/seed/demo-data.ts): amueller shares stack A with
// lena as an assignment, tweber edits stack A in a team, lena handed in stack B (one card marked for
// correction) to amueller. The stories only read; other specs share the same database. Issue 23: each
// logs in at /login and clicks its way.
test.use({ storageState: { cookies: [], origins: [] } });
const STAPEL_ENGLISCH = 'Englisch: Unregelmässige Verben';
const STAPEL_FRANZOESISCH = 'Französisch: Begrüssungen';
const AUFGABE = 'Lerne die unregelmässigen Verben bis Freitag.';

test.describe('Briefkasten, Team-Stapel und Abgaben', () => {
  test.describe('the teacher who reviews the hand-in', () => {
    test('sees one stack to correct on the dashboard and the hand-in on the Aufgaben page', async ({
      page,
    }) => {
      await logInAs(page, 'teacherAdmin');
      const aufgaben = page.getByTestId('tile-aufgaben');
      await expect(aufgaben.getByLabel(t('portal.dashboard.badgeZuKorrigieren', { anzahl: 1 }))).toHaveText(
        '1',
      );

      await aufgaben
        .getByRole('button', { name: t('portal.dashboard.oeffnenTitel', { titel: t('dashboard.aufgaben') }) })
        .click();
      const abgaben = page.getByRole('region', { name: t('eingaenge.stapelablage.titel') });
      const row = abgaben.getByRole('row').filter({ hasText: STAPEL_FRANZOESISCH });
      await expect(row).toContainText('Lena Keller');
      await expect(row).toContainText(t('stapelablage.status.wartenAufUeberpruefung'));
      await expect(row.getByRole('cell').last()).toHaveText(t('stapelablage.ueberpruefen'));
      await expect(row.getByRole('link', { name: STAPEL_FRANZOESISCH })).toHaveAttribute(
        'href',
        /^\/previewunterrichtsmodul\/\d+\/readonly$/,
      );
      // The exams stay on the same page, below the hand-ins.
      await expect(page.getByTestId('build-id-exams')).toBeAttached();
    });
  });

  for (const { name, viewport } of GROESSEN) {
    test.describe(`the pupil who got the assignment · ${name}`, () => {
      if (viewport) test.use({ viewport });

      test('sees the assignment in her Briefkasten and counts it with her marked card on the dashboard', async ({
        page,
      }) => {
        await logInAs(page, 'pupil1');
        // The stored pupil1 session is lena's.
        await expect(
          page.getByText(t('portal.dashboard.begruessung', { name: 'Lena Keller' })),
        ).toBeVisible();
        const flashcards = page.getByTestId('tile-flashcards');
        await expect(flashcards.getByLabel(t('portal.dashboard.badgeFlashcards', { anzahl: 2 }))).toHaveText(
          '2',
        );

        await flashcards
          .getByRole('button', {
            name: t('portal.dashboard.oeffnenTitel', { titel: t('dashboard.flashcards') }),
          })
          .click();
        // 01 §2: the mailbox is a dialog of the flashcards page, its button counts the entries.
        await page.getByRole('button', { name: t('teilen.briefkastenAnzahl', { anzahl: 1 }) }).click();
        const briefkasten = page.getByRole('dialog', { name: t('teilen.briefkasten') });
        const row = briefkasten.getByRole('row').filter({ hasText: STAPEL_ENGLISCH });
        await expect(row).toContainText('Anna Müller');
        await expect(row).toContainText(AUFGABE);
        await expect(row).toContainText(/Abgabe bis \d{2}\.\d{2}\.\d{4}/);
        await expect(row.getByRole('link', { name: STAPEL_ENGLISCH })).toHaveAttribute(
          'href',
          /^\/editunterrichtsmodul\/\d+\/briefkasten$/,
        );
        await briefkasten.getByRole('button', { name: t('allgemein.schliessen') }).click();

        const eigene = page.getByRole('region', { name: t('eingaenge.eigeneStapel') });
        const franzoesisch = eigene.getByRole('row').filter({ hasText: STAPEL_FRANZOESISCH });
        await expect(franzoesisch.getByLabel(t('eingaenge.zuKorrigierendeKarten', { anzahl: 1 }))).toHaveText(
          '1',
        );

        // Issue 23: Aufgaben opens on 'Quiz' with the assignment and its 'Quiz starten'.
        await menue(page, t('menue.aufgaben'));
        await expect(page.getByRole('heading', { name: t('menue.aufgaben'), level: 1 })).toBeVisible();
        await expect(page.getByRole('tab', { name: t('aufgaben.tabQuiz') })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        const aufgabe = page
          .getByRole('region', { name: t('aufgaben.quizTitel') })
          .getByRole('article', { name: STAPEL_ENGLISCH });
        await expect(aufgabe).toContainText(AUFGABE);
        await expect(
          aufgabe
            .getByRole('button', { name: t('stapel.quizStartenFuer', { titel: STAPEL_ENGLISCH }) })
            .or(aufgabe.getByRole('link', { name: t('stapel.quizStartenFuer', { titel: STAPEL_ENGLISCH }) })),
        ).toBeVisible();
      });
    });
  }

  test.describe('the pupil whose class exam is over the assigned stack (issue 22 §1)', () => {
    // The demo exam of lena's class is released over stack A and she has not handed it in.
    test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 390, height: 844 } });

    test('opens the assignment from her Briefkasten and is told why its cards are locked', async ({
      page,
    }) => {
      await logInAs(page, 'pupil1');
      await page
        .getByTestId('tile-flashcards')
        .getByRole('button', {
          name: t('portal.dashboard.oeffnenTitel', { titel: t('dashboard.flashcards') }),
        })
        .click();
      await page.getByRole('button', { name: t('teilen.briefkastenAnzahl', { anzahl: 1 }) }).click();
      const briefkasten = page.getByRole('dialog', { name: t('teilen.briefkasten') });
      await briefkasten.getByRole('link', { name: STAPEL_ENGLISCH }).click();

      await expect(page).toHaveURL(/\/editunterrichtsmodul\/\d+\/briefkasten$/);
      await expect(page.getByRole('heading', { name: STAPEL_ENGLISCH })).toBeVisible();
      const sperre = page.getByTestId('stapel-gesperrt');
      await expect(sperre).toContainText(t('unterrichtsmodule.gesperrtTitel'));
      await expect(sperre).toContainText(t('unterrichtsmodule.gesperrtPruefung'));
      await expect(page.getByTestId('karten-table')).toHaveCount(0);
      await expect(page.getByRole('link', { name: t('allgemein.vorschau') })).toHaveCount(0);
      await expect(page.getByRole('link', { name: t('teilen.inEigeneStapelKopieren') })).toHaveCount(0);
      // Nothing scrolls sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });

  test.describe('the team member of the English stack', () => {
    test("sees the owner's stack in the Team-Ordner", async ({ page }) => {
      await logInAs(page, 'teacher');
      await meineFlashcards(page);
      const team = page.getByRole('region', { name: t('ordner.teamOrdner') });
      const row = team.getByRole('row').filter({ hasText: STAPEL_ENGLISCH });
      await expect(row).toContainText('Anna Müller');
      await expect(row.getByRole('link', { name: STAPEL_ENGLISCH })).toHaveAttribute(
        'href',
        /^\/editunterrichtsmodul\/\d+\/user$/,
      );
    });
  });
});
