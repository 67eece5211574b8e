import { useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from '@lernstapel/api-client';
import type { CardAnswer } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Button, ErrorNotice, Group, Modal, Stack, Text } from '@lernstapel/ui';
import { fokusWennVerloren } from './focus-wenn-verloren';
import { FragePanel } from './FragePanel';
import { useAntwortenMutation, useGetFrageQuery } from './wettbewerbe-api';

export interface RennenSpielenProps {
  id: number;
  /** The player's stored position: after a reload the race continues without LOS!!! again. */
  position: number;
}

/** 02 §2, §4: LOS!!!, then one card after the other; a wrong answer shows 'Falsch!' and stays. */
export function RennenSpielen({ id, position }: RennenSpielenProps) {
  const [los, setLos] = useState(position > 0);
  const [falsch, setFalsch] = useState(false);
  // A wrong answer stays on the card with an empty form (the next try starts afresh).
  const [versuch, setVersuch] = useState(0);
  const frage = useGetFrageQuery(id, { skip: !los });
  const [antworten, antwort] = useAntwortenMutation();
  const losRef = useRef<HTMLButtonElement>(null);
  // After 'Starten' the starter's button is gone: the focus goes on to LOS!!! and then the question.
  useEffect(() => fokusWennVerloren(losRef.current), []);

  if (!los) {
    return (
      <Group>
        <Button ref={losRef} size="lg" color="red" onClick={() => setLos(true)} data-testid="los">
          {t('wettbewerbe.los')}
        </Button>
      </Group>
    );
  }
  const senden = async (eingabe: CardAnswer) => {
    if (!frage.data) return;
    const wettbewerbAntwortDto = { position: frage.data.position, antwort: eingabe };
    const ergebnis = await antworten({ id, wettbewerbAntwortDto })
      .unwrap()
      .catch(() => null);
    if (ergebnis && !ergebnis.richtig) {
      setFalsch(true);
      setVersuch((alt) => alt + 1);
    }
  };
  const karte = frage.data?.karte;
  return (
    <Stack gap="sm">
      {antwort.error ? <ErrorNotice message={apiErrorMessage(antwort.error)} /> : null}
      {frage.error ? (
        <ErrorNotice message={apiErrorMessage(frage.error)} onRetry={() => void frage.refetch()} />
      ) : null}
      {frage.data ? (
        <Text size="sm" c="dimmed" data-testid="frage-nummer">
          {t('wettbewerbe.frageVon', {
            nummer: Math.min(frage.data.position + 1, frage.data.anzahl_fragen),
            anzahl: frage.data.anzahl_fragen,
          })}
        </Text>
      ) : null}
      {karte ? (
        // A new card, or a new try after 'Falsch!', starts with an empty form.
        <FragePanel
          key={`${karte.id}-${versuch}`}
          karte={karte}
          onAntwort={(eingabe) => void senden(eingabe)}
          busy={antwort.isLoading}
        />
      ) : frage.data ? (
        <Text data-testid="alle-beantwortet">{t('wettbewerbe.fertig')}</Text>
      ) : null}
      <Modal opened={falsch} onClose={() => setFalsch(false)} title={t('allgemein.produktname')} centered>
        <Stack>
          <Text fw={700} data-testid="falsch">
            {t('wettbewerbe.falsch')}
          </Text>
          <Group justify="flex-end">
            <Button onClick={() => setFalsch(false)} data-autofocus>
              {t('wettbewerbe.ok')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
