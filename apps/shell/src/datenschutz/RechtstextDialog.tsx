import { apiErrorMessage, useGetDatenschutzAngabenQuery } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { InfoDialog } from '../login/InfoDialog';
import { datenschutzText, impressumText } from './rechtstexte';

export type Rechtstext = 'impressum' | 'datenschutz';

export interface RechtstextDialogProps {
  /** The open dialog, or null. */
  art: Rechtstext | null;
  onClose: () => void;
}

/** Legal notice and privacy text (01 §2 footer), rendered with this installation's operator data (issue 16). */
export function RechtstextDialog({ art, onClose }: RechtstextDialogProps) {
  const { data, error } = useGetDatenschutzAngabenQuery(undefined, { skip: art === null });
  let text = t('datenschutz.angabenLaden');
  if (data) text = art === 'impressum' ? impressumText(data) : datenschutzText(data);
  else if (error) text = apiErrorMessage(error);
  return (
    <InfoDialog
      opened={art !== null}
      title={t(art === 'impressum' ? 'login.impressum' : 'login.datenschutz')}
      text={text}
      onClose={onClose}
    />
  );
}
