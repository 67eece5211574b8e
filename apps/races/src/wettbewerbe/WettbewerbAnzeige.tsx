import { useEffect, useRef } from 'react';
import { apiErrorMessage } from '@lernstapel/api-client';
import type { WettbewerbDetail } from '@lernstapel/contracts';
import { canStartRace } from '@lernstapel/rules';
import { t, type TextKey } from '@lernstapel/texts';
import { Alert, Button, ErrorNotice, Group, Stack, Text, Title, VisuallyHidden } from '@lernstapel/ui';
import { fokusWennVerloren } from './focus-wenn-verloren';
import { rangVon } from './renn-ansage';
import { Rennbahn } from './Rennbahn';
import { RennenSpielen } from './RennenSpielen';
import { Schlusstabelle } from './Schlusstabelle';
import { TeilnehmerTable } from './TeilnehmerTable';
import { useRennAnsage } from './use-renn-ansage';
import { useAktionMutation } from './wettbewerbe-api';

/** 01 §4: race modes 0 all questions, 1 half, 2 two thirds. */
const MODUS_TEXT: Readonly<Record<number, TextKey>> = {
  0: 'wettbewerbe.modus.0',
  1: 'wettbewerbe.modus.1',
  2: 'wettbewerbe.modus.2',
};

export interface WettbewerbAnzeigeProps {
  detail: WettbewerbDetail;
  /** The viewer; unknown while the session loads. */
  userId?: number;
}

/**
 * The race screen (02 §2): rules and mode, the track, then by state — before the start the
 * confirmations and 'Starten' for the starter; while it runs 'LOS!!!' and the question panel for each
 * participant; at the end the winner and the final table; after the starter ended it, why and the
 * table so far (issue 23). A polite live region tells screen readers what changed for the viewer.
 */
export function WettbewerbAnzeige({ detail, userId }: WettbewerbAnzeigeProps) {
  const { wettbewerb, schuelerImWettbewerbs: teilnehmer } = detail;
  const [aktion, aktionStatus] = useAktionMutation();
  const modusText = MODUS_TEXT[wettbewerb.modus];
  // 01 §4: starting resets the winner to 0, so only a positive id with a name is a winner.
  const sieger = wettbewerb.sieger_benutzer_id ? wettbewerb.sieger_benutzername : null;
  const istStarter = userId !== undefined && userId === wettbewerb.start_benutzer_id;
  const eigene = teilnehmer.find((person) => person.benutzer_id === userId);
  const laeuft = wettbewerb.ist_gestartet && !sieger;
  const beendet = wettbewerb.beendet && !sieger;
  const ausfuehren = (art: 'annehmen' | 'starten' | 'beenden') =>
    void aktion({ id: wettbewerb.id, aktion: art });
  const ansage = useRennAnsage({ laeuft, rang: rangVon(teilnehmer, userId), anzahl: teilnehmer.length });
  const endeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The question panel the player was on is gone: the focus goes to why.
    if (beendet || sieger) fokusWennVerloren(endeRef.current);
  }, [beendet, sieger]);

  return (
    <Stack gap="md">
      <VisuallyHidden role="status" aria-live="polite" data-testid="wettbewerb-ansage">
        {ansage}
      </VisuallyHidden>
      <Text data-testid="wettbewerb-regeln">{t('wettbewerbe.regeln')}</Text>
      {modusText ? (
        <Text fw={700} data-testid="wettbewerb-modus">
          {t(modusText, { anzahl: wettbewerb.anzahl_fragen })}
        </Text>
      ) : null}
      {aktionStatus.error ? <ErrorNotice message={apiErrorMessage(aktionStatus.error)} /> : null}
      <div ref={endeRef} tabIndex={-1} style={{ outline: 'none' }}>
        {sieger ? (
          <Alert
            color="yellow"
            variant="light"
            title={t('wettbewerbe.ersterPlatz')}
            data-testid="wettbewerb-sieger"
          >
            {t('wettbewerbe.gratulation', { name: sieger })}
          </Alert>
        ) : null}
        {beendet ? (
          <Alert
            color="orange"
            variant="light"
            title={t('wettbewerbe.beendetTitel')}
            data-testid="wettbewerb-beendet"
          >
            {istStarter
              ? t('wettbewerbe.beendetTextStarter')
              : t('wettbewerbe.beendetText', { name: wettbewerb.start_benutzername })}
          </Alert>
        ) : null}
      </div>
      <Rennbahn teilnehmer={teilnehmer} anzahlFragen={wettbewerb.anzahl_fragen} />
      {!wettbewerb.ist_gestartet && eigene && !eigene.einladung_angenommen ? (
        <Group>
          <Button onClick={() => ausfuehren('annehmen')} loading={aktionStatus.isLoading}>
            {t('wettbewerbe.einladungAnnehmen')}
          </Button>
        </Group>
      ) : null}
      {istStarter && !laeuft ? (
        <Stack gap="xs">
          <Text size="sm">{t('wettbewerbe.anleitungStarter')}</Text>
          <Group>
            <Button
              onClick={() => ausfuehren('starten')}
              disabled={!canStartRace(teilnehmer)}
              loading={aktionStatus.isLoading}
              data-testid="starten"
            >
              {t('wettbewerbe.starten')}
            </Button>
          </Group>
        </Stack>
      ) : null}
      {laeuft && eigene ? (
        <RennenSpielen key={wettbewerb.startzeit} id={wettbewerb.id} position={eigene.position} />
      ) : null}
      {laeuft && istStarter ? (
        <Group>
          <Button variant="default" onClick={() => ausfuehren('beenden')}>
            {t('wettbewerbe.beenden')}
          </Button>
        </Group>
      ) : null}
      {sieger || beendet ? (
        <Stack gap="xs">
          {beendet ? (
            <Title order={2} size="h5">
              {t('wettbewerbe.zwischenstand')}
            </Title>
          ) : null}
          <Schlusstabelle teilnehmer={teilnehmer} />
        </Stack>
      ) : (
        <TeilnehmerTable teilnehmer={teilnehmer} />
      )}
    </Stack>
  );
}
