import { useSyncExternalStore, type ReactNode } from 'react';
import { t } from '@lernstapel/texts';
import { Alert } from '@lernstapel/ui';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** True while the browser has a network (navigator.onLine, updated by its online/offline events). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

export interface NurOnlineProps {
  /** The live area: exams and races are never taken without the server (issue 27). */
  area: 'exams' | 'races';
  children: ReactNode;
}

/** Shows `children` online; without a network says that the area needs one, and shows it once it is back. */
export function NurOnline({ area, children }: NurOnlineProps) {
  const online = useOnline();
  if (online) return children;
  return (
    <Alert color="gray" my="md" data-testid={`nur-online-${area}`}>
      {t(area === 'exams' ? 'offline.nurOnline.exams' : 'offline.nurOnline.races')}
    </Alert>
  );
}
