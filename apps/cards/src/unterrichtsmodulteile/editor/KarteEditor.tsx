import { useState } from 'react';
import type { Karte } from '@lernstapel/contracts';
import {
  ANSWER_MODE,
  ANSWER_MODES,
  answerModeOf,
  emptyCard,
  MAX_ANSWERS,
  saveCard,
  type AnswerMode,
  type KonjugSprache,
} from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Button, FormErrorAlert, Group, Modal, NativeSelect, Stack, Textarea } from '@lernstapel/ui';
import { ApiErrorAlert } from '@lernstapel/ui-data';
import {
  einstellung,
  findEinstellung,
  useGetEinstellungenQuery,
  useSpeichernEinstellungMutation,
} from '../../benutzereinstellungen/benutzereinstellungen-api';
import { EinzelkarteVorschau } from '../EinzelkarteVorschau';
import { UebersetzenKnopf } from '../medien/UebersetzenKnopf';
import { useSpeichereKarteMutation } from '../unterrichtsmodulteile-api';
import { AntwortFelder } from './AntwortFelder';
import type { KarteAendern } from './feld-aenderung';
import { KartenText } from './KartenText';
import { BildFeld, VideoFelder } from './MedienFelder';
import { SonderzeichenHilfe } from './SonderzeichenHilfe';

export interface KarteEditorProps {
  stapelId: number;
  /** the card to change; null: a new card */
  karte: Karte | null;
  userId: number;
  onClose: () => void;
}

/** Modes whose cards may carry a question image, an answer image and a video (the others use the image themselves). */
const MIT_MEDIEN: readonly AnswerMode[] = [1, 2, 3, 4, 5];

/**
 * The card editor (02 §2, §4, §5): the seven answer modes, 'Speichern und schliessen', 'Speichern
 * und neue Karte' (then a blank card with 5 answers), Vorschau of the unsaved card, the
 * special-character help. The dialog checks with the same rule as the API (saveCard).
 */
export default function KarteEditor({ stapelId, karte, userId, onClose }: KarteEditorProps) {
  const [entwurf, setEntwurf] = useState<Karte>(karte ?? emptyCard({ unterrichtsmodule_id: stapelId }));
  const [modus, setModus] = useState<AnswerMode>(karte ? answerModeOf(karte) : ANSWER_MODE.MUENDLICH);
  const [fehler, setFehler] = useState<string[] | null>(null);
  const [nebendialog, setNebendialog] = useState<'vorschau' | 'hilfe' | null>(null);
  const [speichern, speicherung] = useSpeichereKarteMutation();
  const einstellungen = useGetEinstellungenQuery();
  const [einstellungSpeichern] = useSpeichernEinstellungMutation();
  const letzteSprache = findEinstellung(einstellungen.data, 'lastKonjugationLanguage')?.strvalue ?? '';

  const aendern: KarteAendern = (aenderung) =>
    setEntwurf((vorher) =>
      typeof aenderung === 'function' ? aenderung(vorher) : { ...vorher, ...aenderung },
    );

  const modusWaehlen = (neu: AnswerMode) => {
    setModus(neu);
    // 02 §3 lastKonjugationLanguage: a new conjugation card starts in the language used last.
    if (neu === ANSWER_MODE.KONJUGATION && !entwurf.konjug_sprache && letzteSprache) {
      aendern({ konjug_sprache: letzteSprache as KonjugSprache, konjug_zeitform: '' });
    }
  };

  const sichern = async (danach: 'schliessen' | 'neu') => {
    const ergebnis = saveCard(entwurf, modus, userId);
    if (!ergebnis.ok) {
      setFehler(ergebnis.errors.map((key) => t(key)));
      return;
    }
    setFehler(null);
    const gespeichert = await speichern({ ...entwurf, modus }).then((antwort) => !('error' in antwort));
    if (!gespeichert) return;
    if (danach === 'schliessen') {
      onClose();
      return;
    }
    setEntwurf(emptyCard({ unterrichtsmodule_id: stapelId, anzahl_antworten: MAX_ANSWERS }));
    speicherung.reset();
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(karte ? 'karten.karteBearbeitenTitel' : 'karten.neueKarteTitel')}
      size="xl"
    >
      <form
        noValidate
        data-testid="karte-editor"
        onSubmit={(event) => {
          event.preventDefault();
          void sichern('schliessen');
        }}
      >
        <Stack>
          <NativeSelect
            label={t('karten.antwortmodus')}
            value={String(modus)}
            data={ANSWER_MODES.map((wert) => ({ value: String(wert), label: t(`karten.modus.${wert}`) }))}
            onChange={(event) => modusWaehlen(Number(event.currentTarget.value) as AnswerMode)}
          />
          <KartenText
            label={t('karten.frage')}
            value={entwurf.frage}
            onChange={(text) => aendern({ frage: text })}
            mehrzeilig
            testId="frage"
          />
          <UebersetzenKnopf text={entwurf.frage} onUebernehmen={(text) => aendern({ antwort1: text })} />
          <AntwortFelder
            modus={modus}
            karte={entwurf}
            aendern={aendern}
            onSpracheGewaehlt={(sprache) =>
              void einstellungSpeichern(einstellung('lastKonjugationLanguage', { strvalue: sprache }))
            }
          />
          {MIT_MEDIEN.includes(modus) ? (
            <>
              <BildFeld
                label={t('karten.bildUrlFrage')}
                value={entwurf.frage_videobild_url}
                onChange={(url) => aendern({ frage_videobild_url: url })}
              />
              <BildFeld
                label={t('karten.bildUrlAntwort')}
                value={entwurf.antwort_videobild_url}
                onChange={(url) => aendern({ antwort_videobild_url: url })}
              />
              <VideoFelder karte={entwurf} aendern={aendern} />
            </>
          ) : null}
          <Textarea
            label={t('karten.zusatzinfos')}
            value={entwurf.zusatzinfos}
            autosize
            minRows={1}
            onChange={(event) => aendern({ zusatzinfos: event.currentTarget.value })}
          />
          {fehler?.[0] ? <FormErrorAlert message={fehler[0]} details={fehler} /> : null}
          {speicherung.error ? <ApiErrorAlert error={speicherung.error} /> : null}
        </Stack>
        <Group justify="space-between" mt="lg">
          <Group gap="xs">
            <Button variant="default" onClick={() => setNebendialog('hilfe')}>
              {t('karten.eingabehilfe')}
            </Button>
            <Button variant="default" onClick={() => setNebendialog('vorschau')}>
              {t('allgemein.vorschau')}
            </Button>
          </Group>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('allgemein.abbrechen')}
            </Button>
            <Button variant="light" loading={speicherung.isLoading} onClick={() => void sichern('neu')}>
              {t('karten.speichernUndNeueKarte')}
            </Button>
            <Button type="submit" loading={speicherung.isLoading}>
              {t('karten.speichernUndSchliessen')}
            </Button>
          </Group>
        </Group>
      </form>
      {nebendialog === 'vorschau' ? (
        <EinzelkarteVorschau karte={entwurf} modus={modus} onClose={() => setNebendialog(null)} />
      ) : null}
      {nebendialog === 'hilfe' ? <SonderzeichenHilfe onClose={() => setNebendialog(null)} /> : null}
    </Modal>
  );
}
