import { useState } from 'react';
import type { KlassenSchueler } from '@lernstapel/contracts';
import { apiErrorMessage } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { Button, Group, Notification, Switch, useZeilenDialoge } from '@lernstapel/ui';
import { AbfrageState } from '@lernstapel/ui-data';
import { KlasseDruck } from './KlasseDruck';
import { KlasseTable } from './KlasseTable';
import { NeuerCodeDialog } from './NeuerCodeDialog';
import { SchuelerDialog } from './SchuelerDialog';
import { SchuelerLoeschenDialog } from './SchuelerLoeschenDialog';
import { useAnmeldecodeSendenMutation, useGetKlasseQuery, useSperrenSchuelerMutation } from './klasse-api';

export interface KlasseTabProps {
  klassenCode: string;
}

/** A confirmation or a failure of an action from the table, shown above it until closed. */
interface Meldung {
  fehler: boolean;
  text: string;
}

/** 01 §2 Klasse tab: the class table, 'Schüler/in +', print and the Edit-mode toggle. */
export function KlasseTab({ klassenCode }: KlasseTabProps) {
  const klasse = useGetKlasseQuery(klassenCode);
  const [sperren] = useSperrenSchuelerMutation();
  const [senden] = useAnmeldecodeSendenMutation();
  const dialoge = useZeilenDialoge<KlassenSchueler>();
  const [neuerCode, setNeuerCode] = useState<KlassenSchueler | null>(null);
  const [bearbeitungsmodus, setBearbeitungsmodus] = useState(false);
  const [meldung, setMeldung] = useState<Meldung | null>(null);
  const list = klasse.data ?? [];

  const codeKopieren = (schueler: KlassenSchueler) => {
    navigator.clipboard.writeText(schueler.anmeldecode).then(
      () => setMeldung({ fehler: false, text: t('klasse.codeKopiert', { name: schueler.benutzername }) }),
      () => setMeldung({ fehler: true, text: t('klasse.codeKopierenFehler') }),
    );
  };
  const codeSenden = async (schueler: KlassenSchueler) => {
    const result = await senden({ id: schueler.id });
    setMeldung(
      result.data
        ? { fehler: false, text: result.data.message }
        : { fehler: true, text: apiErrorMessage(result.error) },
    );
  };
  const sperrenUmschalten = async (schueler: KlassenSchueler, gesperrt: boolean) => {
    const result = await sperren({ id: schueler.id, ist_gesperrt: gesperrt });
    if (result.error) setMeldung({ fehler: true, text: apiErrorMessage(result.error) });
  };

  return (
    <>
      <Group justify="space-between" my="sm">
        <Switch
          label={t('klasse.bearbeitungsmodus')}
          checked={bearbeitungsmodus}
          onChange={(event) => setBearbeitungsmodus(event.currentTarget.checked)}
        />
        <Group>
          <Button variant="default" disabled={list.length === 0} onClick={() => window.print()}>
            {t('klasse.drucken')}
          </Button>
          <Button onClick={() => dialoge.neu()}>{t('klasse.schuelerPlus')}</Button>
        </Group>
      </Group>
      {meldung ? (
        <Notification
          color={meldung.fehler ? 'red' : 'green'}
          role={meldung.fehler ? 'alert' : 'status'}
          withBorder
          mb="sm"
          onClose={() => setMeldung(null)}
        >
          {meldung.text}
        </Notification>
      ) : null}
      <AbfrageState abfragen={[klasse]} empty={list.length === 0} emptyMessage={t('klasse.keineSchueler')}>
        <KlasseTable
          schueler={list}
          bearbeitungsmodus={bearbeitungsmodus}
          onCodeKopieren={codeKopieren}
          onNeuerCode={setNeuerCode}
          onCodeSenden={(schueler) => void codeSenden(schueler)}
          onSperren={(schueler, gesperrt) => void sperrenUmschalten(schueler, gesperrt)}
          onBearbeiten={(schueler) => dialoge.bearbeiten(schueler)}
          onLoeschen={dialoge.loeschen}
        />
        <KlasseDruck schueler={list} />
      </AbfrageState>
      {dialoge.bearbeitet === null ? null : (
        <SchuelerDialog schueler={dialoge.bearbeitet.zeile} onClose={() => dialoge.bearbeitungSchliessen()} />
      )}
      {dialoge.zuLoeschen ? (
        <SchuelerLoeschenDialog schueler={dialoge.zuLoeschen} onClose={() => dialoge.loeschenSchliessen()} />
      ) : null}
      {neuerCode ? (
        <NeuerCodeDialog
          schueler={neuerCode}
          onClose={() => setNeuerCode(null)}
          onErzeugt={(code) => {
            setMeldung({
              fehler: false,
              text: t('klasse.neuerCodeErzeugt', { name: neuerCode.benutzername, code }),
            });
            setNeuerCode(null);
          }}
        />
      ) : null}
    </>
  );
}
