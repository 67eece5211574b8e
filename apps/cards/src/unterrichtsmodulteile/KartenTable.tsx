import type { Karte } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { antwortText } from './antwort-text';
import { Button, Checkbox, Switch, Table, TextInput } from '@lernstapel/ui';

/** 02 §2 the 'korrigieren' toggle and the correction note per card, where the user may see them. */
export interface KartenKorrektur {
  /** 02 §6 team rule / reviewer on turn, and the school licence (01 §5) */
  darfMarkieren: (karte: Karte) => boolean;
  onSetzen: (karte: Karte, aenderung: { korrekturmarkierung: boolean; notizen: string }) => void;
}

/** 02 §2 preview, edit and delete per card; edit and delete only where the user may (team rule, read-only views). */
export interface KartenAktionen {
  onVorschau: (karte: Karte) => void;
  /** left out in the read-only views (mailbox, library: 02 §6) */
  bearbeiten?: {
    darf: (karte: Karte) => boolean;
    onBearbeiten: (karte: Karte) => void;
    onLoeschen: (karte: Karte) => void;
  };
}

/** 02 §4 selection mode: a checkbox per card. */
export interface KartenMarkierung {
  markiert: ReadonlySet<number>;
  darf: (karte: Karte) => boolean;
  onUmschalten: (karte: Karte, an: boolean) => void;
}

export interface KartenTableProps {
  karten: readonly Karte[];
  aktionen?: KartenAktionen;
  markierung?: KartenMarkierung;
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

function AktionsZellen({ karte, aktionen }: { karte: Karte; aktionen: KartenAktionen }) {
  const { bearbeiten } = aktionen;
  const darf = bearbeiten?.darf(karte) ?? false;
  return (
    <>
      <Table.Td>
        <Button
          size="xs"
          variant="subtle"
          aria-label={t('karten.vorschauLabel', { frage: karte.frage })}
          onClick={() => aktionen.onVorschau(karte)}
        >
          {t('allgemein.vorschau')}
        </Button>
      </Table.Td>
      {bearbeiten ? (
        <>
          <Table.Td>
            <Button
              size="xs"
              variant="subtle"
              disabled={!darf}
              aria-label={t('karten.bearbeitenLabel', { frage: karte.frage })}
              onClick={() => bearbeiten.onBearbeiten(karte)}
            >
              {t('karten.spalteBearbeiten')}
            </Button>
          </Table.Td>
          <Table.Td>
            <Button
              size="xs"
              variant="light"
              color="red"
              disabled={!darf}
              aria-label={t('karten.loeschenLabel', { frage: karte.frage })}
              onClick={() => bearbeiten.onLoeschen(karte)}
            >
              {t('allgemein.loeschen')}
            </Button>
          </Table.Td>
        </>
      ) : null}
    </>
  );
}

/**
 * The card list of one stack: question, answer (plain text, DEVIATIONS 7), the correction note and
 * the 'korrigieren' toggle (02 §2) where shown, preview / edit / delete, the author; in selection
 * mode a checkbox per card (02 §4).
 */
export function KartenTable({ karten, mitAutor, korrektur, aktionen, markierung }: KartenTableProps) {
  return (
    <Table striped highlightOnHover data-testid="karten-table">
      <Table.Thead>
        <Table.Tr>
          {markierung ? <Table.Th>{t('karten.spalteMarkiert')}</Table.Th> : null}
          <Table.Th>{t('karten.spalteFrage')}</Table.Th>
          <Table.Th>{t('karten.spalteAntwort')}</Table.Th>
          {korrektur ? (
            <>
              <Table.Th>{t('karten.spalteKorrekturhinweis')}</Table.Th>
              <Table.Th>{t('karten.spalteKorrigieren')}</Table.Th>
            </>
          ) : null}
          {aktionen ? <Table.Th>{t('karten.spalteVorschau')}</Table.Th> : null}
          {aktionen?.bearbeiten ? (
            <>
              <Table.Th>{t('karten.spalteBearbeiten')}</Table.Th>
              <Table.Th>{t('karten.spalteLoeschen')}</Table.Th>
            </>
          ) : null}
          {mitAutor ? <Table.Th>{t('karten.spalteAutor')}</Table.Th> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {karten.map((karte) => (
          <Table.Tr key={karte.id}>
            {markierung ? (
              <Table.Td>
                <Checkbox
                  aria-label={t('karten.markierenLabel', { frage: karte.frage })}
                  checked={markierung.markiert.has(karte.id)}
                  disabled={!markierung.darf(karte)}
                  onChange={(event) => markierung.onUmschalten(karte, event.currentTarget.checked)}
                />
              </Table.Td>
            ) : null}
            <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{karte.frage}</Table.Td>
            <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{antwortText(karte)}</Table.Td>
            {korrektur ? <KorrekturZellen karte={karte} korrektur={korrektur} /> : null}
            {aktionen ? <AktionsZellen karte={karte} aktionen={aktionen} /> : null}
            {mitAutor ? <Table.Td>{karte.autor}</Table.Td> : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
