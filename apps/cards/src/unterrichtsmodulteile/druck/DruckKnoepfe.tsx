import { useState } from 'react';
import { t } from '@lernstapel/texts';
import { Button, Group, Link, SegmentedControl } from '@lernstapel/ui';
import { kartenPdfUrl } from '../medien/medien-api';

export interface DruckKnoepfeProps {
  stapelId: number;
  from: string | undefined;
}

/** The print view's actions; never printed (class druck-nur-bildschirm). */
export function DruckKnoepfe({ stapelId, from }: DruckKnoepfeProps) {
  const [proSeite, setProSeite] = useState<'8' | '12'>('8');
  return (
    <Group gap="sm" className="druck-nur-bildschirm" my="md">
      <Button onClick={() => window.print()}>{t('druck.drucken')}</Button>
      <SegmentedControl
        aria-label={t('druck.kartenProSeite')}
        value={proSeite}
        onChange={(wert) => setProSeite(wert === '12' ? '12' : '8')}
        data={[
          { value: '8', label: t('druck.proSeite', { anzahl: 8 }) },
          { value: '12', label: t('druck.proSeite', { anzahl: 12 }) },
        ]}
      />
      <Button
        component="a"
        href={kartenPdfUrl({ unterrichtsmodulid: stapelId, proSeite: proSeite === '12' ? 12 : 8 })}
        target="_blank"
        rel="noopener"
        variant="light"
        title={t('druck.pdfDuplex')}
      >
        {t('druck.alsPdf')}
      </Button>
      <Button component="a" href="/utils/vorlage.pdf" target="_blank" rel="noopener" variant="light">
        {t('druck.vorlage')}
      </Button>
      {/* 02 §2: hidden when coming from the mailbox (the stack is someone else's there). */}
      {from === 'briefkasten' ? null : (
        <Button component={Link} to={`/editunterrichtsmodul/${stapelId}/user`} variant="default">
          {t('druck.kartenBearbeiten')}
        </Button>
      )}
      <Button component={Link} to={`/editunterrichtsmodul/${stapelId}/${from ?? 'user'}`} variant="default">
        {t('druck.schliessen')}
      </Button>
    </Group>
  );
}
