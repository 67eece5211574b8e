import { useCallback, useEffect, useRef, useState } from 'react';
import type { QuizStapel } from '@lernstapel/contracts';
import { skipToken } from '@lernstapel/api-client';
import { quizQuizUrl } from '@lernstapel/api-client/endpoints/unterrichtsmodulteile';
import { useGetBriefkastenQuery } from '../unterrichtsmodule/briefkasten/briefkasten-api';
import { useGetEigeneUnterrichtsmoduleQuery } from '../unterrichtsmodule/unterrichtsmodule-api';
import { aufgabenAuswahl } from './aufgaben-auswahl';
import { aenderungMelden, aufGeraetBehalten, beiAenderung, geraetKannSpeichern } from './aufbewahren';
import {
  allesLoeschen,
  belegung,
  gespeicherteStapel,
  zuweisungenAbgleichen,
  type Belegung,
  type GespeicherterStapel,
} from './geraete-speicher';

export interface Geraetespeicher {
  belegung: Belegung | null;
  stapel: readonly GespeicherterStapel[];
  loeschen: () => Promise<void>;
}

/** The user's kept stacks and their size, up to date with every change the page makes. */
export function useGeraetespeicher(benutzerId: number): Geraetespeicher {
  const [stand, setStand] = useState<{ belegung: Belegung | null; stapel: GespeicherterStapel[] }>({
    belegung: null,
    stapel: [],
  });
  useEffect(() => {
    if (!geraetKannSpeichern()) return undefined;
    let aktiv = true;
    const lesen = () => {
      void Promise.all([belegung(benutzerId), gespeicherteStapel(benutzerId)])
        .then(([belegt, stapel]) => aktiv && setStand({ belegung: belegt, stapel }))
        .catch((error: unknown) => console.error('The device store could not be read.', error));
    };
    lesen();
    const abmelden = beiAenderung(lesen);
    return () => {
      aktiv = false;
      abmelden();
    };
  }, [benutzerId]);
  const loeschen = useCallback(async () => {
    await allesLoeschen(benutzerId);
    aenderungMelden();
  }, [benutzerId]);
  return { ...stand, loeschen };
}

async function quizLaden(stapelId: number): Promise<QuizStapel | null> {
  const antwort = await fetch(quizQuizUrl(stapelId), {
    credentials: 'include',
  });
  return antwort.ok ? ((await antwort.json()) as QuizStapel) : null;
}

/**
 * Issue 27: the stacks assigned to the user are kept on the device before they are opened (the own
 * copy where the user made one, as 'Quiz starten' of the Aufgaben page learns it; not the ones an exam
 * or race locks now), once per page visit while online; an assignment that ended is no longer held.
 */
export function useAufgabenAufGeraet(benutzerId: number, online: boolean): void {
  const briefkasten = useGetBriefkastenQuery(online ? benutzerId : skipToken);
  const eigene = useGetEigeneUnterrichtsmoduleQuery(online ? benutzerId : skipToken);
  const erledigt = useRef(false);
  useEffect(() => {
    if (!online || erledigt.current || !briefkasten.data || !eigene.data || !geraetKannSpeichern()) return;
    erledigt.current = true;
    const { zugewiesen, laden } = aufgabenAuswahl(briefkasten.data, eigene.data);
    void (async () => {
      try {
        await zuweisungenAbgleichen(benutzerId, zugewiesen);
        for (const id of laden) {
          const quiz = await quizLaden(id);
          if (quiz) await aufGeraetBehalten(benutzerId, quiz, { zugewiesen: true, geoeffnet: false });
        }
      } catch (error: unknown) {
        console.error('The assignments could not be kept on the device.', error);
      }
    })();
  }, [online, benutzerId, briefkasten.data, eigene.data]);
}
