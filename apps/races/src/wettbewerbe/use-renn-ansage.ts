import { useEffect, useRef, useState } from 'react';
import { rennAnsage, type AnsageStand } from './renn-ansage';

/** The latest announcement for the race's live region; it changes only when rennAnsage has news. */
export function useRennAnsage({ laeuft, rang, anzahl }: AnsageStand): string {
  const vorher = useRef<AnsageStand | null>(null);
  const [ansage, setAnsage] = useState('');
  useEffect(() => {
    const jetzt = { laeuft, rang, anzahl };
    const neu = rennAnsage(vorher.current, jetzt);
    vorher.current = jetzt;
    if (neu) setAnsage(neu);
  }, [laeuft, rang, anzahl]);
  return ansage;
}
