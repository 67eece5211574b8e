import type { Karte } from '@lernstapel/contracts';
import { MAX_LENGTH } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Switch, TextInput, type DataTableColumn } from '@lernstapel/ui';

/** 02 §2 the 'korrigieren' toggle and the correction note per card, where the user may see them. */
export interface KartenKorrektur {
  /** 02 §6 team rule / reviewer on turn, and the school licence (01 §5) */
  darfMarkieren: (karte: Karte) => boolean;
  onSetzen: (karte: Karte, aenderung: { korrekturmarkierung: boolean; notizen: string }) => void;
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

/** The correction note (saved when left) and the 'korrigieren' toggle of each card. */
export function korrekturSpalten(korrektur: KartenKorrektur): DataTableColumn<Karte>[] {
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
