import { useEffect, useState, type ReactNode } from 'react';
import { t } from '@lernstapel/texts';
import { Alert, useOnline } from '@lernstapel/ui';

export interface NurOnlineProps {
  /** The live area: exams and races are never taken without the server (issue 27). */
  area: 'exams' | 'races';
  children: ReactNode;
}

/**
 * Opened without a network, says that the area needs one and shows it once the network is back. An
 * area that was open before the network went stays: a running exam keeps its answers and says itself
 * that it saves them once the connection is back (issue 23).
 */
export function NurOnline({ area, children }: NurOnlineProps) {
  const online = useOnline();
  const [geladen, setGeladen] = useState(online);
  useEffect(() => {
    if (online) setGeladen(true);
  }, [online]);
  if (online || geladen) return children;
  return (
    <Alert color="gray" my="md" data-testid={`nur-online-${area}`}>
      {t(area === 'exams' ? 'offline.nurOnline.exams' : 'offline.nurOnline.races')}
    </Alert>
  );
}
