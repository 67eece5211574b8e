import { Switch, Table, TextInput } from '@lernstapel/ui';
import type { Karte } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { antwortText } from './antwort-text';

/** 02 §2 the 'korrigieren' toggle and the correction note per card, where the user may see them. */
export interface KartenKorrektur {
  /** 02 §6 team rule / reviewer on turn, and the school licence (01 §5) */
  darfMarkieren: (karte: Karte) => boolean;
  onSetzen: (karte: Karte, aenderung: { korrekturmarkierung: boolean; notizen: string }) => void;
}

export interface KartenTableProps {
  karten: readonly Karte[];
  /** 02 §2: hidden for global stacks. */
  mitAutor: boolean;
  /** the correction columns; left out where they are hidden (mailbox, library, 02 §6) */
  korrektur?: KartenKorrektur;
}

function KorrekturZellen({ karte, korrektur }: { karte: Karte; korrektur: KartenKorrektur }) {
  const darf = korrektur.darfMarkieren(karte);
  return (
    <>
      <Table.Td>
        <TextInput
          // A note changed on the server (another reviewer, a reload) replaces the field's text.
          key={karte.notizen}
          size="xs"
          aria-label={t('karten.korrekturhinweisLabel', { frage: karte.frage })}
          defaultValue={karte.notizen}
          disabled={!darf}
          // Saved when the field is left, so that typing sends nothing.
          onBlur={(event) => {
            const notizen = event.currentTarget.value;
            if (notizen !== karte.notizen) {
              korrektur.onSetzen(karte, { korrekturmarkierung: karte.korrekturmarkierung, notizen });
            }
          }}
        />
      </Table.Td>
      <Table.Td>
        <Switch
          aria-label={t('karten.korrigierenLabel', { frage: karte.frage })}
          checked={karte.korrekturmarkierung}
          disabled={!darf}
          onChange={(event) =>
            korrektur.onSetzen(karte, {
              korrekturmarkierung: event.currentTarget.checked,
              notizen: karte.notizen,
            })
          }
        />
      </Table.Td>
    </>
  );
}

/**
 * The card list of one stack: question, answer (plain text, DEVIATIONS 7), the correction note and
 * the 'korrigieren' toggle (02 §2) where shown, and the author.
 */
export function KartenTable({ karten, mitAutor, korrektur }: KartenTableProps) {
  return (
    <Table striped highlightOnHover data-testid="karten-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('karten.spalteFrage')}</Table.Th>
          <Table.Th>{t('karten.spalteAntwort')}</Table.Th>
          {korrektur ? (
            <>
              <Table.Th>{t('karten.spalteKorrekturhinweis')}</Table.Th>
              <Table.Th>{t('karten.spalteKorrigieren')}</Table.Th>
            </>
          ) : null}
          {mitAutor ? <Table.Th>{t('karten.spalteAutor')}</Table.Th> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {karten.map((karte) => (
          <Table.Tr key={karte.id}>
            <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{karte.frage}</Table.Td>
            <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{antwortText(karte)}</Table.Td>
            {korrektur ? <KorrekturZellen karte={karte} korrektur={korrektur} /> : null}
            {mitAutor ? <Table.Td>{karte.autor}</Table.Td> : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
