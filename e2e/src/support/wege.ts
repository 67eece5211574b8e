import type { Locator, Page } from '@playwright/test';
import { t } from '@lernstapel/texts';
import { menue } from './login';
import { withDemoDatabase } from './demo-database';
import { expect } from './test';

/**
 * Issue 23: the ways a user walks, by clicking from the dashboard. The own stacks of 'Meine
 * Flashcards', in the list or the card view (a row or a card named by its title link).
 */
export async function meineFlashcards(page: Page): Promise<Locator> {
  await menue(page, t('menue.flashcards'));
  await expect(page).toHaveURL(/\/user\/flashcards$/);
  const eigene = page.getByRole('region', { name: t('eingaenge.eigeneStapel') });
  await expect(eigene).toBeVisible();
  return eigene;
}

/** The entry of stack `titel` in `bereich`: its table row or its card. */
export function stapelEintrag(bereich: Locator, titel: string): Locator {
  return bereich
    .locator('tr, article, [role="row"]')
    .filter({ has: bereich.page().getByRole('link', { name: titel, exact: true }) });
}

/** 'Quiz starten' on an own stack of 'Meine Flashcards': the quiz page with its first card. */
export async function quizStarten(page: Page, titel: string): Promise<void> {
  const eigene = await meineFlashcards(page);
  await stapelEintrag(eigene, titel)
    .getByRole('link', { name: t('stapel.quiz'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/previewunterrichtsmodul\/\d+\/quiz$/);
  await expect(page.getByRole('heading', { name: `${titel} ${t('quiz.quiz')}` })).toBeVisible();
}

/** The id in the address of the page shown (a stack's preview, quiz or card list). */
export function idInAdresse(page: Page): number {
  return Number(/\/(?:previewunterrichtsmodul|editunterrichtsmodul)\/(\d+)/.exec(page.url())?.[1]);
}

/** A time stamp for titles: unique per run, so a retry finds its own stack. */
export function stempel(): string {
  return `${Date.now() % 10_000_000}`;
}

/** 'Briefkasten: n Einträge' on 'Meine Flashcards': the mailbox dialog. */
export async function briefkastenOeffnen(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Briefkasten: \d+ Einträge$/ }).click();
  const dialog = page.getByRole('dialog', { name: t('teilen.briefkasten') });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The owner shares stack `stapelId` with `benutzername` (a precondition written into the embedded database). */
export function teileMit(stapelId: number, benutzername: string): void {
  withDemoDatabase((db) => {
    const { id } = db.prepare('SELECT id FROM benutzer WHERE benutzername = ?').get(benutzername) as {
      id: number;
    };
    db.prepare(
      'INSERT INTO unterrichtsmodul_geteilt (unterrichtsmodule_id, geteilt_mit_benutzer_id, ist_aufgabe) VALUES (?, ?, 0)',
    ).run(stapelId, id);
  });
}
