import { t } from '@lernstapel/texts';
import { Button, Group, Link, PageTitle } from '@lernstapel/ui';
import { kartenListeVorschauLink, kartenListeZurueckLink } from './karten-links';

export interface KartenListeKopfProps {
  id: number;
  from: string | undefined;
  /** the stack's title once loaded */
  titel: string | undefined;
  /** the stack is loaded and its cards are not locked: its actions are offered */
  offen: boolean;
  /** 'In eigene Stapel kopieren' for a stack from the mailbox that may be copied */
  kopierbar: boolean;
}

/** The card list's title and its page buttons: copy, print view, preview (all while open) and close. */
export function KartenListeKopf({ id, from, titel, offen, kopierbar }: KartenListeKopfProps) {
  return (
    <Group justify="space-between" align="flex-start">
      {titel !== undefined ? <PageTitle>{titel}</PageTitle> : <span />}
      <Group gap="sm">
        {offen && kopierbar && from === 'briefkasten' ? (
          <Button component={Link} to={`/user/kopieren/${id}/flashcards`} variant="light">
            {t('teilen.inEigeneStapelKopieren')}
          </Button>
        ) : null}
        {offen ? (
          <Button component={Link} to={`/editunterrichtsmodul/${id}/${from ?? 'user'}/druck`} variant="light">
            {t('druck.druckansicht')}
          </Button>
        ) : null}
        {offen ? (
          <Button component={Link} to={kartenListeVorschauLink(from, id)}>
            {t('allgemein.vorschau')}
          </Button>
        ) : null}
        <Button component={Link} to={kartenListeZurueckLink(from, id)} variant="default">
          {t('allgemein.schliessen')}
        </Button>
      </Group>
    </Group>
  );
}
