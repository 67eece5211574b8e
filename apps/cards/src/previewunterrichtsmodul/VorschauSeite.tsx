import { useState } from 'react';
import { ANSWER_MODE, answerModeOf } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { BuildId, PageTitle, Button, Group, Text, Link, Stack, useNavigate } from '@lernstapel/ui';
import { BUILD_ID } from '@lernstapel/webpack-federation';
import { useZuletztGeoeffnet } from '../benutzereinstellungen/use-zuletzt-geoeffnet';
import { ansichtFuer, istEigeneAnsicht } from '../unterrichtsmodulteile/herkunft';
import { KartenZustand } from '../unterrichtsmodulteile/KartenZustand';
import { useStapelMitKarten } from '../unterrichtsmodulteile/use-stapel-mit-karten';
import { KartenPruefung } from './quiz/KartenPruefung';
import { QuizKartenFlaeche, type KartenSeite } from './quiz/QuizKartenFlaeche';
import { StapelZuruecksetzen } from './quiz/StapelZuruecksetzen';
import { vorschauBearbeitenLink, vorschauSchliessenLink } from './vorschau-links';

export interface VorschauSeiteProps {
  id: number;
  /** The {mode} segment of /previewunterrichtsmodul/{id}/{mode}. */
  mode: string | undefined;
}

interface Position {
  index: number;
  seite: KartenSeite;
  /** The checked card's result (02 §5), null before the check. */
  geprueft: boolean | null;
}

/**
 * /previewunterrichtsmodul/{id}/{mode}: the stack one card at a time, question and answer (02 §2).
 * Cards with an answer check are answered and checked as in the quiz, but the preview counts and
 * saves nothing: the confirmation after 'Richtig!' or 'Falsch!' closes the preview (02 §4). The owner
 * can reset the whole stack from here (02 §2).
 */
export function VorschauSeite({ id, mode }: VorschauSeiteProps) {
  const {
    stapel,
    karten: list,
    ladezustand,
    aktualisieren,
    gesperrt,
  } = useStapelMitKarten(id, ansichtFuer(mode));
  useZuletztGeoeffnet(id, stapel !== undefined && istEigeneAnsicht(mode));
  const navigate = useNavigate();
  const [position, setPosition] = useState<Position>({ index: 0, seite: 'frage', geprueft: null });
  const index = Math.min(position.index, Math.max(list.length - 1, 0));
  const karte = list[index];
  const muendlich = karte ? answerModeOf(karte) === ANSWER_MODE.MUENDLICH : true;
  const bearbeiten = stapel ? vorschauBearbeitenLink(id, mode, stapel.ist_eigentuemer) : null;
  const schliessen = vorschauSchliessenLink(id, mode);
  const geheZu = (next: number) => setPosition({ index: next, seite: 'frage', geprueft: null });
  const setzen = (teil: Partial<Position>) => setPosition({ ...position, index, ...teil });

  return (
    <section>
      <Group justify="space-between" align="flex-start">
        {stapel ? <PageTitle>{stapel.bezeichnung}</PageTitle> : <span />}
        <Group gap="sm">
          {mode === 'briefkasten' && stapel?.rechte.kopieren && !gesperrt ? (
            <Button component={Link} to={`/user/kopieren/${id}/flashcards`} variant="light">
              {t('teilen.inEigeneStapelKopieren')}
            </Button>
          ) : null}
          {stapel?.ist_eigentuemer ? (
            <StapelZuruecksetzen
              id={id}
              onZurueckgesetzt={() => {
                aktualisieren();
                geheZu(0);
              }}
            />
          ) : null}
          {bearbeiten ? (
            <Button component={Link} to={bearbeiten} variant="light">
              {t('quiz.stapelBearbeiten')}
            </Button>
          ) : null}
          <Button component={Link} to={schliessen} variant="default">
            {t('allgemein.schliessen')}
          </Button>
        </Group>
      </Group>
      <KartenZustand {...ladezustand}>
        {karte ? (
          <Stack gap="sm">
            <Text fw={700} data-testid="vorschau-zaehler">
              {t('quiz.frageVonGesamt', { nr: index + 1, gesamt: list.length })}
            </Text>
            <QuizKartenFlaeche
              key={karte.id}
              karte={karte}
              seite={position.seite}
              drehbar={muendlich || position.geprueft !== null}
              onUmdrehen={() => setzen({ seite: position.seite === 'frage' ? 'antwort' : 'frage' })}
              testId="vorschau-karte"
            />
            {muendlich ? null : (
              <KartenPruefung
                key={`${index}-${karte.id}`}
                karte={karte}
                seite={position.seite}
                onSeite={(seite) => setzen({ seite })}
                geprueft={position.geprueft}
                onGeprueft={(geprueft) => setzen({ geprueft })}
                bestaetigen={t('quiz.vorschauSchliessen')}
                onBestaetigen={() => navigate(schliessen)}
              />
            )}
            <Group justify="space-between" mt="md">
              <Button variant="default" disabled={index === 0} onClick={() => geheZu(index - 1)}>
                {t('allgemein.zurueck')}
              </Button>
              {/* 02 §4: next from the last card goes to card 0 (the viewer and edit mode wrap). */}
              <Button onClick={() => geheZu(index + 1 < list.length ? index + 1 : 0)}>
                {t('allgemein.weiter')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </KartenZustand>
      <BuildId app="cards" id={BUILD_ID} />
    </section>
  );
}
