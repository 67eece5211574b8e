import { useForm } from '@mantine/form';
import type { Karte } from '@lernstapel/contracts';
import {
  ANSWER_MODE,
  answerModeOf,
  emptyCard,
  MAX_ANSWERS,
  saveCard,
  type AnswerMode,
  type KonjugSprache,
} from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import {
  findEinstellung,
  useGetEinstellungenQuery,
} from '../../benutzereinstellungen/benutzereinstellungen-api';
import { useSpeichereKarteMutation } from '../unterrichtsmodulteile-api';
import type { KarteAendern } from './feld-aenderung';

interface KarteWerte {
  karte: Karte;
  modus: AnswerMode;
}

export interface KarteFormOptionen {
  stapelId: number;
  /** the card to change; null: a new card */
  karte: Karte | null;
  userId: number;
  onClose: () => void;
}

/**
 * The card editor's draft (02 §2, §4, §5), checked on saving with the rule the API runs (saveCard);
 * its messages stay until the next try. 'neu' saves and starts a blank card with 5 answers.
 */
export function useKarteForm({ stapelId, karte, userId, onClose }: KarteFormOptionen) {
  const [speichern, speicherung] = useSpeichereKarteMutation();
  const einstellungen = useGetEinstellungenQuery();
  const letzteSprache = findEinstellung(einstellungen.data, 'lastKonjugationLanguage')?.strvalue ?? '';
  const form = useForm<KarteWerte>({
    initialValues: {
      karte: karte ?? emptyCard({ unterrichtsmodule_id: stapelId }),
      modus: karte ? answerModeOf(karte) : ANSWER_MODE.MUENDLICH,
    },
    clearInputErrorOnChange: false,
    validate: ({ karte: entwurf, modus }) => {
      const ergebnis = saveCard(entwurf, modus, userId);
      // One entry per broken rule, in the rule's order: the alert shows the first and lists them all.
      return ergebnis.ok ? {} : Object.fromEntries(ergebnis.errors.map((key, nr) => [`regel${nr}`, t(key)]));
    },
  });
  const { karte: entwurf, modus } = form.getValues();

  const aendern: KarteAendern = (aenderung) =>
    form.setFieldValue('karte', (vorher) =>
      typeof aenderung === 'function' ? aenderung(vorher) : { ...vorher, ...aenderung },
    );

  const modusWaehlen = (neu: AnswerMode) => {
    form.setFieldValue('modus', neu);
    // 02 §3 lastKonjugationLanguage: a new conjugation card starts in the language used last.
    if (neu === ANSWER_MODE.KONJUGATION && !entwurf.konjug_sprache && letzteSprache) {
      aendern({ konjug_sprache: letzteSprache as KonjugSprache, konjug_zeitform: '' });
    }
  };

  const sichern = async (danach: 'schliessen' | 'neu') => {
    if (form.validate().hasErrors) return;
    const gespeichert = await speichern({ ...entwurf, modus }).then((antwort) => !('error' in antwort));
    if (!gespeichert) return;
    if (danach === 'schliessen') {
      onClose();
      return;
    }
    form.setFieldValue('karte', emptyCard({ unterrichtsmodule_id: stapelId, anzahl_antworten: MAX_ANSWERS }));
    speicherung.reset();
  };

  const fehler = Object.values(form.errors).filter(
    (meldung): meldung is string => typeof meldung === 'string',
  );
  return { entwurf, modus, aendern, modusWaehlen, sichern, fehler, speicherung };
}
