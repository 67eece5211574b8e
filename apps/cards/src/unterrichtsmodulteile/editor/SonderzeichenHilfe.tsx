import { t } from '@lernstapel/texts';
import { AnsichtDialog, Table, Text } from '@lernstapel/ui';
import { AbfrageState } from '@lernstapel/ui-data';
import { useGetEingabehilfeQuery } from '../unterrichtsmodulteile-api';

/** 02 §2 special-character help: the entries of GET /api/hilfe/eingabehilfe. */
export function SonderzeichenHilfe({ onClose }: { onClose: () => void }) {
  const { data, error, refetch } = useGetEingabehilfeQuery();
  return (
    <AnsichtDialog title={t('karten.sonderzeichenTitel')} onClose={onClose}>
      <Text mb="sm">{t('karten.sonderzeichenHilfe')}</Text>
      <AbfrageState
        abfragen={[{ data, error, refetch }]}
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
      </AbfrageState>
    </AnsichtDialog>
  );
}
