import { useEffect, useState } from 'react';
import type { QuizStapel } from '@lernstapel/contracts';
import { httpStatusOf, useGetSessionQuery, type ApiCallError } from '@lernstapel/api-client';
import { useGetQuizQuery } from '../previewunterrichtsmodul/quiz/quiz-api';
import { aufGeraetBehalten, geraetKannSpeichern } from './aufbewahren';
import { gespeicherterStapel } from './geraete-speicher';
import { mitGeraeteMedien } from './medien';

/** No answer from the server at all (no network, or nothing behind the proxy): the device's copy helps. */
export function ohneServer(error: ApiCallError | undefined): boolean {
  if (!error || !('status' in error)) return false;
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return true;
  const status = httpStatusOf(error);
  return status === 502 || status === 503 || status === 504;
}

/** The device's copy of a stack with its files shown from the device; null when none is kept. */
function useGeraeteKopie(benutzerId: number | undefined, stapelId: number, gebraucht: boolean) {
  const [kopie, setKopie] = useState<QuizStapel | null | undefined>(undefined);
  useEffect(() => {
    if (!gebraucht || benutzerId === undefined) return undefined;
    if (!geraetKannSpeichern()) {
      setKopie(null);
      return undefined;
    }
    let aktiv = true;
    let freigeben: (() => void) | undefined;
    gespeicherterStapel(benutzerId, stapelId)
      .then((gespeichert) => {
        if (!aktiv) return;
        if (!gespeichert) return setKopie(null);
        const angezeigt = mitGeraeteMedien(gespeichert.quiz, gespeichert.medien);
        freigeben = angezeigt.freigeben;
        setKopie(angezeigt.quiz);
      })
      .catch(() => aktiv && setKopie(null));
    return () => {
      aktiv = false;
      freigeben?.();
    };
  }, [benutzerId, stapelId, gebraucht]);
  return gebraucht ? kopie : undefined;
}

/**
 * Issue 27: the quiz of a stack from the server, kept on the device each time it loads; without a
 * server the device's copy (the same cards the server answered, nothing more: 02 §5 checks run in the
 * browser, so the quiz always has the answers). `vomGeraet` says that the copy is shown.
 */
export function useQuizMitGeraet(id: number) {
  // The route (StapelVorschau) asks for the quiz afresh on every start, as soon as it opens: the page
  // takes that answer instead of asking a second time once its code is there.
  const quiz = useGetQuizQuery(id);
  const benutzerId = useGetSessionQuery().data?.user?.id;
  useEffect(() => {
    if (benutzerId !== undefined && quiz.data) void aufGeraetBehalten(benutzerId, quiz.data);
  }, [benutzerId, quiz.data]);
  const gebraucht = !quiz.data && ohneServer(quiz.error);
  const kopie = useGeraeteKopie(benutzerId, id, gebraucht);
  return {
    data: quiz.data ?? kopie ?? undefined,
    // While the device is asked, the page waits; without a copy it shows the error.
    error: gebraucht && kopie !== null ? undefined : quiz.error,
    vomGeraet: gebraucht && Boolean(kopie),
    ohneKopie: gebraucht && kopie === null,
    fulfilledTimeStamp: quiz.fulfilledTimeStamp,
    refetch: quiz.refetch,
  };
}
