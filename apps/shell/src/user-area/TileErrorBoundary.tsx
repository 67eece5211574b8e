import type { ReactNode } from 'react';
import { t } from '@lernstapel/texts';
import { AreaErrorBoundary, ErrorNotice } from '@lernstapel/ui';

export interface TileErrorBoundaryProps {
  /** Names the tile in the console message. */
  tile: string;
  children: ReactNode;
}

/** A dashboard tile that fails to render (e.g. an unexpected answer) costs only its own place. */
export function TileErrorBoundary({ tile, children }: TileErrorBoundaryProps) {
  return (
    <AreaErrorBoundary
      area={`Dashboard tile ${tile}`}
      fallback={<ErrorNotice message={t('fehler.unbekannt')} />}
    >
      {children}
    </AreaErrorBoundary>
  );
}
