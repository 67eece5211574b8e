import { useState } from 'react';
import { t } from '@lernstapel/texts';
import { BuildId, DataState, PageTitle, Button, Group, Text, Link } from '@lernstapel/ui';
import { BUILD_ID } from '../build-id';
import { useZuletztGeoeffnet } from '../benutzereinstellungen/use-zuletzt-geoeffnet';
import { ansichtFuer, istEigeneAnsicht } from '../unterrichtsmodulteile/herkunft';
import { useStapelMitKarten } from '../unterrichtsmodulteile/use-stapel-mit-karten';
import { vorschauBearbeitenLink, vorschauSchliessenLink } from './vorschau-links';
import { VorschauKarte, type KartenSeite } from './VorschauKarte';

export interface VorschauSeiteProps {
  id: number;
  /** The {mode} segment of /previewunterrichtsmodul/{id}/{mode}. */
  mode: string | undefined;
}

/** /previewunterrichtsmodul/{id}/{mode}: the stack one card at a time, question and answer (02 §2). */
export function VorschauSeite({ id, mode }: VorschauSeiteProps) {
  const { stapel, karten: list, ladezustand } = useStapelMitKarten(id, ansichtFuer(mode));
  useZuletztGeoeffnet(id, stapel !== undefined && istEigeneAnsicht(mode));
  const [position, setPosition] = useState({ index: 0, seite: 'frage' as KartenSeite });
  const index = Math.min(position.index, Math.max(list.length - 1, 0));
  const karte = list[index];
  const bearbeiten = stapel ? vorschauBearbeitenLink(id, mode, stapel.ist_eigentuemer) : null;
  const geheZu = (next: number) => setPosition({ index: next, seite: 'frage' });

  return (
    <section>
      <Group justify="space-between" align="flex-start">
        {stapel ? <PageTitle>{stapel.bezeichnung}</PageTitle> : <span />}
        <Group gap="sm">
          {mode === 'briefkasten' && stapel?.rechte.kopieren ? (
            <Button component={Link} to={`/user/kopieren/${id}/flashcards`} variant="light">
              {t('teilen.inEigeneStapelKopieren')}
            </Button>
          ) : null}
          {bearbeiten ? (
            <Button component={Link} to={bearbeiten} variant="light">
              {t('quiz.stapelBearbeiten')}
            </Button>
          ) : null}
          <Button component={Link} to={vorschauSchliessenLink(id, mode)} variant="default">
            {t('allgemein.schliessen')}
          </Button>
        </Group>
      </Group>
      <DataState {...ladezustand}>
        {karte ? (
          <>
            <Text fw={700} mb="sm" data-testid="vorschau-zaehler">
              {t('quiz.frageVonGesamt', { nr: index + 1, gesamt: list.length })}
            </Text>
            <VorschauKarte
              karte={karte}
              seite={position.seite}
              onUmdrehen={() =>
                setPosition({ index, seite: position.seite === 'frage' ? 'antwort' : 'frage' })
              }
            />
            <Group justify="space-between" mt="md">
              <Button variant="default" disabled={index === 0} onClick={() => geheZu(index - 1)}>
                {t('allgemein.zurueck')}
              </Button>
              {/* 02 §4: next from the last card goes to card 0 (the viewer and edit mode wrap). */}
              <Button onClick={() => geheZu(index + 1 < list.length ? index + 1 : 0)}>
                {t('allgemein.weiter')}
              </Button>
            </Group>
          </>
        ) : null}
      </DataState>
      <BuildId app="cards" id={BUILD_ID} />
    </section>
  );
}
