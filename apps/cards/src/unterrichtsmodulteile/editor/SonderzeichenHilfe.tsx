import { t } from '@lernstapel/texts';
import { Button, DataState, Group, Modal, Table, Text } from '@lernstapel/ui';
import { apiErrorMessage } from '@lernstapel/api-client';
import { useGetEingabehilfeQuery } from '../unterrichtsmodulteile-api';

/** 02 §2 special-character help: the entries of GET /api/hilfe/eingabehilfe. */
export function SonderzeichenHilfe({ onClose }: { onClose: () => void }) {
  const { data, error, refetch } = useGetEingabehilfeQuery();
  return (
    <Modal opened onClose={onClose} title={t('karten.sonderzeichenTitel')}>
      <Text mb="sm">{t('karten.sonderzeichenHilfe')}</Text>
      <DataState
        loading={!data && !error}
        errorMessage={error ? apiErrorMessage(error) : null}
        onRetry={() => void refetch()}
        empty={data?.length === 0}
        emptyMessage={t('karten.sonderzeichenHilfe')}
      >
        <Table data-testid="eingabehilfe">
          <Table.Tbody>
            {(data ?? []).flatMap((eintrag) => [
              <Table.Tr key={`${eintrag.id}k`}>
                <Table.Td>
                  {t('karten.sonderzeichenEintrag', {
                    eingabe: eintrag.eingabeklein,
                    zeichen: eintrag.zeichenklein,
                  })}
                </Table.Td>
              </Table.Tr>,
              ...(eintrag.eingabegross && eintrag.zeichengross
                ? [
                    <Table.Tr key={`${eintrag.id}g`}>
                      <Table.Td>
                        {t('karten.sonderzeichenEintrag', {
                          eingabe: eintrag.eingabegross,
                          zeichen: eintrag.zeichengross,
                        })}
                      </Table.Td>
                    </Table.Tr>,
                  ]
                : []),
            ])}
          </Table.Tbody>
        </Table>
      </DataState>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          {t('allgemein.schliessen')}
        </Button>
      </Group>
    </Modal>
  );
}
