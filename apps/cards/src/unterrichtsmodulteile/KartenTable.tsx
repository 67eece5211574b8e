import type { Karte } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { Checkbox, DataTable } from '@lernstapel/ui';
import { antwortText } from './antwort-text';
import { aktionsSpalten, type KartenAktionen } from './karten-aktions-spalten';
import { korrekturSpalten, type KartenKorrektur } from './karten-korrektur-spalten';

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
