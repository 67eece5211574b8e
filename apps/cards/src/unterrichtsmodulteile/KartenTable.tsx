import type { Karte } from '@lernstapel/contracts';
import { MAX_LENGTH } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { antwortText } from './antwort-text';
import { Button, Checkbox, DataTable, type DataTableColumn, Switch, TextInput } from '@lernstapel/ui';

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

function KorrekturhinweisFeld({ karte, korrektur }: { karte: Karte; korrektur: KartenKorrektur }) {
  return (
    <TextInput
      // A note changed on the server (another reviewer, a reload) replaces the field's text.
      key={karte.notizen}
      size="xs"
      aria-label={t('karten.korrekturhinweisLabel', { frage: karte.frage })}
      defaultValue={karte.notizen}
      disabled={!korrektur.darfMarkieren(karte)}
      maxLength={MAX_LENGTH.korrekturhinweis}
      // Saved when the field is left, so that typing sends nothing.
      onBlur={(event) => {
        const notizen = event.currentTarget.value;
        if (notizen !== karte.notizen) {
          korrektur.onSetzen(karte, { korrekturmarkierung: karte.korrekturmarkierung, notizen });
        }
      }}
    />
  );
}

function korrekturSpalten(korrektur: KartenKorrektur): DataTableColumn<Karte>[] {
  return [
    {
      header: t('karten.spalteKorrekturhinweis'),
      cell: (karte) => <KorrekturhinweisFeld karte={karte} korrektur={korrektur} />,
    },
    {
      header: t('karten.spalteKorrigieren'),
      cell: (karte) => (
        <Switch
          aria-label={t('karten.korrigierenLabel', { frage: karte.frage })}
          checked={karte.korrekturmarkierung}
          disabled={!korrektur.darfMarkieren(karte)}
          onChange={(event) =>
            korrektur.onSetzen(karte, {
              korrekturmarkierung: event.currentTarget.checked,
              notizen: karte.notizen,
            })
          }
        />
      ),
    },
  ];
}

function aktionsSpalten(aktionen: KartenAktionen): DataTableColumn<Karte>[] {
  const { bearbeiten } = aktionen;
  const vorschau: DataTableColumn<Karte> = {
    header: t('karten.spalteVorschau'),
    headerHidden: true,
    cell: (karte) => (
      <Button
        size="xs"
        variant="subtle"
        aria-label={t('karten.vorschauLabel', { frage: karte.frage })}
        onClick={() => aktionen.onVorschau(karte)}
      >
        {t('allgemein.vorschau')}
      </Button>
    ),
  };
  if (!bearbeiten) return [vorschau];
  return [
    vorschau,
    {
      header: t('karten.spalteBearbeiten'),
      headerHidden: true,
      cell: (karte) => (
        <Button
          size="xs"
          variant="subtle"
          disabled={!bearbeiten.darf(karte)}
          aria-label={t('karten.bearbeitenLabel', { frage: karte.frage })}
          onClick={() => bearbeiten.onBearbeiten(karte)}
        >
          {t('karten.spalteBearbeiten')}
        </Button>
      ),
    },
    {
      header: t('karten.spalteLoeschen'),
      headerHidden: true,
      cell: (karte) => (
        <Button
          size="xs"
          variant="light"
          color="red"
          disabled={!bearbeiten.darf(karte)}
          aria-label={t('karten.loeschenLabel', { frage: karte.frage })}
          onClick={() => bearbeiten.onLoeschen(karte)}
        >
          {t('allgemein.loeschen')}
        </Button>
      ),
    },
  ];
}

const MEHRZEILIG = () => ({ style: { whiteSpace: 'pre-wrap' } }) as const;

/**
 * The card list of one stack: question, answer (plain text, DEVIATIONS 7), the correction note and
 * the 'korrigieren' toggle (02 §2) where shown, preview / edit / delete, the author; in selection
 * mode a checkbox per card (02 §4).
 */
export function KartenTable({ karten, mitAutor, korrektur, aktionen, markierung }: KartenTableProps) {
  return (
    <DataTable
      striped
      highlightOnHover
      data-testid="karten-table"
      rows={karten}
      rowKey={(karte) => karte.id}
      columns={[
        markierung && {
          header: t('karten.spalteMarkiert'),
          cell: (karte) => (
            <Checkbox
              aria-label={t('karten.markierenLabel', { frage: karte.frage })}
              checked={markierung.markiert.has(karte.id)}
              disabled={!markierung.darf(karte)}
              onChange={(event) => markierung.onUmschalten(karte, event.currentTarget.checked)}
            />
          ),
        },
        { header: t('karten.spalteFrage'), cell: (karte) => karte.frage, cellProps: MEHRZEILIG },
        { header: t('karten.spalteAntwort'), cell: (karte) => antwortText(karte), cellProps: MEHRZEILIG },
        ...(korrektur ? korrekturSpalten(korrektur) : []),
        ...(aktionen ? aktionsSpalten(aktionen) : []),
        mitAutor && { header: t('karten.spalteAutor'), cell: (karte) => karte.autor },
      ]}
    />
  );
}
