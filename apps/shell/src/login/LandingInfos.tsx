import { useState } from 'react';
import { t, type TextKey } from '@lernstapel/texts';
import { RechtstextDialog, type Rechtstext } from '../datenschutz/RechtstextDialog';
import { InfoDialog } from './InfoDialog';
import { LandingCards } from './LandingCards';
import { LandingFooter } from './LandingFooter';

type Info = { title: TextKey; text: TextKey };

const INFOS = {
  vorteile: { title: 'login.vorteileTitel', text: 'landing.vorteile.text' },
  konzept: { title: 'login.konzeptTitel', text: 'landing.konzept.text' },
} as const satisfies Record<string, Info>;

/** The landing page's information (01 §2): the two info cards, imprint and privacy, each opening its dialog. */
export function LandingInfos() {
  const [info, setInfo] = useState<Info | null>(null);
  const [rechtstext, setRechtstext] = useState<Rechtstext | null>(null);
  return (
    <>
      <LandingCards onVorteile={() => setInfo(INFOS.vorteile)} onKonzept={() => setInfo(INFOS.konzept)} />
      <LandingFooter
        onImpressum={() => setRechtstext('impressum')}
        onDatenschutz={() => setRechtstext('datenschutz')}
      />
      <InfoDialog
        opened={info !== null}
        title={info ? t(info.title) : ''}
        text={info ? t(info.text) : ''}
        onClose={() => setInfo(null)}
      />
      <RechtstextDialog art={rechtstext} onClose={() => setRechtstext(null)} />
    </>
  );
}
