import { useEffect, useState } from 'react';
import { apiErrorMessage } from '@lernstapel/api-client';
import {
  UEBERSETZUNGS_SPRACHEN,
  uebersetzungsSpracheOder,
  type UebersetzungsSprache,
} from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import {
  Alert,
  Button,
  DataTable,
  FormErrorAlert,
  LoadingState,
  Modal,
  Select,
  Stack,
  Text,
} from '@lernstapel/ui';
import {
  findEinstellung,
  useGetEinstellungenQuery,
} from '../../benutzereinstellungen/benutzereinstellungen-api';
import { useUebersetzenMutation } from './medien-api';

export interface UebersetzungDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The text to translate (the editor's question or answer). */
  text: string;
  /** Takes a translation into the card; without it the dialog only shows them. */
  onUebernehmen?: (uebersetzung: string) => void;
}

const SPRACH_OPTIONEN = UEBERSETZUNGS_SPRACHEN.map((sprache) => ({
  value: sprache.key,
  label: sprache.label,
}));

/**
 * 02 §2 translation results dialog: source and target of each hit in the chosen language (22 keys,
 * the last one remembered, default deen); 'Keine Übersetzungsergebnisse gefunden!' without hits.
 */
export function UebersetzungDialog({ opened, onClose, text, onUebernehmen }: UebersetzungDialogProps) {
  const einstellungen = useGetEinstellungenQuery();
  const gespeichert = findEinstellung(einstellungen.data, 'lastTranslationLanguageKey')?.strvalue;
  const [sprache, setSprache] = useState<UebersetzungsSprache | null>(null);
  const gewaehlt = sprache ?? uebersetzungsSpracheOder(gespeichert);
  const [uebersetzen, { data, error, isLoading, reset }] = useUebersetzenMutation();

  useEffect(() => {
    if (!opened || !einstellungen.isSuccess || text.trim() === '') return;
    void uebersetzen({ sourcetext: text.trim(), languagekey: gewaehlt });
  }, [opened, gewaehlt, text, einstellungen.isSuccess, uebersetzen]);

  return (
    <Modal
      opened={opened}
      onClose={() => {
        reset();
        onClose();
      }}
      title={t('ponsrequest.titel')}
      size="lg"
    >
      <Stack>
        <Select
          label={t('ponsrequest.sprache')}
          data={SPRACH_OPTIONEN}
          value={gewaehlt}
          allowDeselect={false}
          onChange={(wert) => {
            if (wert) setSprache(wert as UebersetzungsSprache);
          }}
        />
        {isLoading ? <LoadingState /> : null}
        {error ? <FormErrorAlert message={apiErrorMessage(error)} /> : null}
        {data?.hinweis ? <Alert color="yellow">{data.hinweis}</Alert> : null}
        {data && data.treffer.length === 0 && !data.hinweis ? (
          <Alert color="yellow">{t('ponsrequest.keineErgebnisse')}</Alert>
        ) : null}
        {data && data.treffer.length > 0 ? (
          <>
            <DataTable
              striped
              rows={data.treffer}
              rowKey={(treffer) => `${treffer.source}\n${treffer.target}`}
              columns={[
                { header: t('ponsrequest.quelle'), cell: (treffer) => treffer.source },
                { header: t('ponsrequest.ziel'), cell: (treffer) => treffer.target },
                onUebernehmen && {
                  header: t('ponsrequest.uebernehmen'),
                  headerHidden: true,
                  cell: (treffer) => (
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={t('ponsrequest.uebernehmenVon', { text: treffer.target })}
                      onClick={() => onUebernehmen(treffer.target)}
                    >
                      {t('ponsrequest.uebernehmen')}
                    </Button>
                  ),
                },
              ]}
            />
            <Text size="xs" c="dimmed">
              {t('ponsrequest.woerterbuch', { name: data.dienst })}
            </Text>
          </>
        ) : null}
      </Stack>
    </Modal>
  );
}
