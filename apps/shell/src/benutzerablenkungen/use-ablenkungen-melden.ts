import { useEffect } from 'react';
import { useMeldenAblenkungMutation } from './benutzerablenkungen-api';
import { startAblenkungsMelder } from './ablenkungs-melder';

/**
 * 01 §1, §4: while a pupil is logged in, window events go to the class's activity feed. Teachers
 * report nothing. A failed report stays in the mutation's state and is not shown: the feed is the
 * teacher's tool and must not interrupt the pupil's learning.
 */
export function useAblenkungenMelden(istSchueler: boolean): void {
  const [melden] = useMeldenAblenkungMutation();
  useEffect(() => {
    if (!istSchueler) return undefined;
    return startAblenkungsMelder(window, (art) => void melden({ art }));
  }, [istSchueler, melden]);
}
