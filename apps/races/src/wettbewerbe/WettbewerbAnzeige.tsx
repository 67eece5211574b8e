import { Alert, Stack, Text } from '@lernstapel/ui';
import type { WettbewerbDetail } from '@lernstapel/contracts';
import { t, type TextKey } from '@lernstapel/texts';
import { TeilnehmerTable } from './TeilnehmerTable';

/** 01 §4: race modes 0 all questions, 1 half, 2 two thirds. */
const MODUS_TEXT: Readonly<Record<number, TextKey>> = {
  0: 'wettbewerbe.modus.0',
  1: 'wettbewerbe.modus.1',
  2: 'wettbewerbe.modus.2',
};

export interface WettbewerbAnzeigeProps {
  detail: WettbewerbDetail;
}

/** The race screen's first version (02 §2): rules, mode, winner and participants. */
export function WettbewerbAnzeige({ detail }: WettbewerbAnzeigeProps) {
  const { wettbewerb } = detail;
  const modusText = MODUS_TEXT[wettbewerb.modus];
  // 01 §4: starting resets the winner to 0, so only a positive id with a name is a winner.
  const sieger = wettbewerb.sieger_benutzer_id ? wettbewerb.sieger_benutzername : null;
  return (
    <Stack gap="md">
      <Text data-testid="wettbewerb-regeln">{t('wettbewerbe.regeln')}</Text>
      {modusText ? (
        <Text fw={700} data-testid="wettbewerb-modus">
          {t(modusText, { anzahl: wettbewerb.anzahl_fragen })}
        </Text>
      ) : null}
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
      <TeilnehmerTable teilnehmer={detail.schuelerImWettbewerbs} />
    </Stack>
  );
}
