import { useState } from 'react';
import type { Karte } from '@lernstapel/contracts';
import { ANSWER_MODES, type AnswerMode } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { FormErrorAlert, Modal, NativeSelect, Stack, Textarea } from '@lernstapel/ui';
import { ApiErrorAlert } from '@lernstapel/ui-data';
import {
  einstellung,
  useSpeichernEinstellungMutation,
} from '../../benutzereinstellungen/benutzereinstellungen-api';
import { EinzelkarteVorschau } from '../EinzelkarteVorschau';
import { UebersetzenKnopf } from '../medien/UebersetzenKnopf';
import { AntwortFelder } from './AntwortFelder';
import { KarteEditorKnoepfe } from './KarteEditorKnoepfe';
import { KartenText } from './KartenText';
import { BildFeld, VideoFelder } from './MedienFelder';
import { SonderzeichenHilfe } from './SonderzeichenHilfe';
import { useKarteForm } from './use-karte-form';

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
export default function KarteEditor(props: KarteEditorProps) {
  const { karte, onClose } = props;
  const { entwurf, modus, aendern, modusWaehlen, sichern, fehler, speicherung } = useKarteForm(props);
  const [nebendialog, setNebendialog] = useState<'vorschau' | 'hilfe' | null>(null);
  const [einstellungSpeichern] = useSpeichernEinstellungMutation();
  const [ersterFehler] = fehler;

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
          {ersterFehler ? <FormErrorAlert message={ersterFehler} details={fehler} /> : null}
          {speicherung.error ? <ApiErrorAlert error={speicherung.error} /> : null}
        </Stack>
        <KarteEditorKnoepfe
          speichertGerade={speicherung.isLoading}
          onHilfe={() => setNebendialog('hilfe')}
          onVorschau={() => setNebendialog('vorschau')}
          onSpeichernUndNeu={() => void sichern('neu')}
          onClose={onClose}
        />
      </form>
      {nebendialog === 'vorschau' ? (
        <EinzelkarteVorschau karte={entwurf} modus={modus} onClose={() => setNebendialog(null)} />
      ) : null}
      {nebendialog === 'hilfe' ? <SonderzeichenHilfe onClose={() => setNebendialog(null)} /> : null}
    </Modal>
  );
}
