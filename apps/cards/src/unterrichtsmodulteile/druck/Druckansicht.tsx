import type { Karte } from '@lernstapel/contracts';
import { ANSWER_MODE, answerModeOf } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { DataTable, PageTitle, Text } from '@lernstapel/ui';
import { antwortText } from '../antwort-text';
import { ansichtFuer } from '../herkunft';
import { KartenZustand } from '../KartenZustand';
import { useStapelMitKarten } from '../use-stapel-mit-karten';
import { DruckKnoepfe } from './DruckKnoepfe';
import { druckText, KNOEPFE_WIEDERHOLEN_AB } from './druck-text';

/** Only the cards and the heading go to paper: buttons and the portal's frame stay on screen. */
const DRUCK_CSS = `@media print {
  .druck-nur-bildschirm, nav, header, aside, .mantine-AppShell-navbar, .mantine-AppShell-header { display: none !important; }
  .mantine-AppShell-main { padding: 0 !important; }
  .druck-karte { break-inside: avoid; }
}
@media screen { .druck-nur-papier { display: none; } }`;

const MEHRZEILIG = () => ({ style: { whiteSpace: 'pre-wrap' } }) as const;

export interface DruckansichtProps {
  id: number;
  from: string | undefined;
}

function bildVon(karte: Karte): string {
  return answerModeOf(karte) === ANSWER_MODE.VOKABELAUDIO ? '' : karte.frage_videobild_url;
}

/** 02 §2 print view of a stack: author, title, number of cards, the cards; print CSS; buttons repeated above 5 cards. */
export function Druckansicht({ id, from }: DruckansichtProps) {
  const { stapel, karten, ladezustand } = useStapelMitKarten(id, ansichtFuer(from));
  return (
    <section>
      <style>{DRUCK_CSS}</style>
      <PageTitle>{t('druck.titel', { titel: stapel?.bezeichnung ?? '' })}</PageTitle>
      {stapel ? (
        <Text data-testid="druck-kopf">
          {t('druck.autor', { name: stapel.eigentuemer })} · {t('druck.anzahl', { anzahl: karten.length })}
        </Text>
      ) : null}
      <DruckKnoepfe stapelId={id} from={from} />
      <KartenZustand {...ladezustand}>
        <DataTable
          withTableBorder
          withColumnBorders
          rows={karten}
          rowKey={(karte) => karte.id}
          rowProps={() => ({ className: 'druck-karte' })}
          columns={[
            { header: '#', cell: (_karte, index) => index + 1 },
            {
              header: t('druck.frage'),
              cellProps: MEHRZEILIG,
              cell: (karte) => (
                <>
                  {druckText(karte.frage)}
                  {bildVon(karte) ? (
                    <img
                      src={bildVon(karte)}
                      alt=""
                      style={{ display: 'block', maxWidth: 240, maxHeight: 160 }}
                    />
                  ) : null}
                </>
              ),
            },
            {
              header: t('druck.antwort'),
              cellProps: MEHRZEILIG,
              cell: (karte) => druckText(antwortText(karte)),
            },
          ]}
        />
      </KartenZustand>
      {karten.length >= KNOEPFE_WIEDERHOLEN_AB ? <DruckKnoepfe stapelId={id} from={from} /> : null}
    </section>
  );
}
