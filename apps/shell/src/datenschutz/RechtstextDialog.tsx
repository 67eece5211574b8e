import { useEffect, useState } from 'react';
import { apiErrorMessage, useGetDatenschutzAngabenQuery } from '@lernstapel/api-client';
import { loadAllTexts, loadLegalTexts, t } from '@lernstapel/texts';
import { InfoDialog } from '../login/InfoDialog';

export type Rechtstext = 'impressum' | 'datenschutz';

export interface RechtstextDialogProps {
  /** The open dialog, or null. */
  art: Rechtstext | null;
  onClose: () => void;
}

type Rechtstexte = typeof import('./rechtstexte');

/**
 * Legal notice and privacy text (01 §2 footer), rendered with this installation's operator data (issue 16).
 * The texts load when the dialog first opens, not with the login page (issue 15 §2), the privacy
 * statement not with the logged-in pages either (issue 27).
 */
export function RechtstextDialog({ art, onClose }: RechtstextDialogProps) {
  const { data, error } = useGetDatenschutzAngabenQuery(undefined, { skip: art === null });
  const [rechtstexte, setRechtstexte] = useState<Rechtstexte | null>(null);
  const [loadError, setLoadError] = useState(false);
  const wanted = art !== null;
  useEffect(() => {
    if (!wanted || rechtstexte) return;
    Promise.all([import('./rechtstexte'), loadAllTexts(), loadLegalTexts()]).then(
      ([module]) => setRechtstexte(module),
      () => setLoadError(true),
    );
  }, [wanted, rechtstexte]);

  let text = t('allgemein.amLaden');
  if (data && rechtstexte)
    text = art === 'impressum' ? rechtstexte.impressumText(data) : rechtstexte.datenschutzText(data);
  else if (error) text = apiErrorMessage(error);
  else if (loadError) text = t('fehler.serverAntwortetNicht');
  return (
    <InfoDialog
      opened={wanted}
      title={t(art === 'impressum' ? 'login.impressum' : 'login.datenschutz')}
      text={text}
      onClose={onClose}
    />
  );
}
