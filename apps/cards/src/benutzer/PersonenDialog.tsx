import { useState } from 'react';
import type { SessionUser } from '@lernstapel/contracts';
import type { ApiCallError } from '@lernstapel/api-client';
import { licenceMissing, LicenceNotice, Text } from '@lernstapel/ui';
import { DialogForm } from '@lernstapel/ui-data';
import { useGetBenutzerToShareQuery } from './benutzertoshare-api';
import { EmpfaengerAuswahl, KEINE_EMPFAENGER, type Empfaenger } from './EmpfaengerAuswahl';

export interface PersonenDialogProps {
  title: string;
  /** the submit button's label; 'OK' when left out */
  absenden?: string;
  /** the label of the pick list */
  label: string;
  stapelTitel: string;
  user: SessionUser;
  /** the chosen people are valid (at least one, …) */
  gueltig: (benutzerids: number[]) => boolean;
  loading: boolean;
  error: ApiCallError | undefined;
  onSubmit: (benutzerids: number[]) => void;
  onClose: () => void;
}

/**
 * A licensed stack action for chosen people of the own school, never the user themself (01 §4 team
 * editing, hand-in): the licence notice, the stack's title and the people to choose (01 §5).
 */
export function PersonenDialog(props: PersonenDialogProps) {
  const { title, absenden, label, stapelTitel, user, gueltig, loading, error, onSubmit, onClose } = props;
  const personen = useGetBenutzerToShareQuery();
  const [gewaehlt, setGewaehlt] = useState<Empfaenger>(KEINE_EMPFAENGER);
  const benutzerids = gewaehlt.benutzerids.map(Number);
  return (
    <DialogForm
      title={title}
      absenden={absenden}
      gueltig={gueltig(benutzerids) && !licenceMissing(user.lizenz_jahr)}
      loading={loading}
      error={error ?? personen.error}
      onSubmit={() => onSubmit(benutzerids)}
      onClose={onClose}
    >
      <LicenceNotice lizenzJahr={user.lizenz_jahr} user={user} />
      <Text fw={600}>{stapelTitel}</Text>
      <EmpfaengerAuswahl
        label={label}
        personen={(personen.data ?? []).filter((person) => person.id !== user.id)}
        value={gewaehlt}
        onChange={setGewaehlt}
      />
    </DialogForm>
  );
}
