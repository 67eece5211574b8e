import { useForm } from '@mantine/form';
import type { SessionUser } from '@lernstapel/contracts';
import type { ApiCallError } from '@lernstapel/api-client';
import type { TextKey } from '@lernstapel/texts';
import { licenceMissing, LicenceNotice, Text } from '@lernstapel/ui';
import { DialogForm } from '@lernstapel/ui-data';
import { regelFehler } from '../ui/regel-fehler';
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
  /** the rule the chosen people keep (at least one, …): its messages, none when they are valid */
  regel: (benutzerids: number[]) => readonly TextKey[];
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
  const { title, absenden, label, stapelTitel, user, regel, loading, error, onSubmit, onClose } = props;
  const personen = useGetBenutzerToShareQuery();
  const form = useForm<{ gewaehlt: Empfaenger }>({
    initialValues: { gewaehlt: KEINE_EMPFAENGER },
    validate: { gewaehlt: (gewaehlt) => regelFehler(regel(gewaehlt.benutzerids.map(Number))) },
  });
  const { gewaehlt } = form.getValues();
  const benutzerids = gewaehlt.benutzerids.map(Number);
  return (
    <DialogForm
      title={title}
      absenden={absenden}
      gueltig={form.isValid() && !licenceMissing(user.lizenz_jahr)}
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
        onChange={(auswahl) => form.setFieldValue('gewaehlt', auswahl)}
      />
    </DialogForm>
  );
}
