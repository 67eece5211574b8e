import type { Karte } from '@lernstapel/contracts';
import { ANSWER_MODE, answerModeOf } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { PageTitle, Table, Text } from '@lernstapel/ui';
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
        <Table withTableBorder withColumnBorders>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('druck.frage')}</Table.Th>
              <Table.Th>{t('druck.antwort')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {karten.map((karte, index) => (
              <Table.Tr key={karte.id} className="druck-karte">
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td style={{ whiteSpace: 'pre-wrap' }}>
                  {druckText(karte.frage)}
                  {bildVon(karte) ? (
                    <img
                      src={bildVon(karte)}
                      alt=""
                      style={{ display: 'block', maxWidth: 240, maxHeight: 160 }}
                    />
                  ) : null}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{druckText(antwortText(karte))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </KartenZustand>
      {karten.length >= KNOEPFE_WIEDERHOLEN_AB ? <DruckKnoepfe stapelId={id} from={from} /> : null}
    </section>
  );
}
