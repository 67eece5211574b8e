import { apiErrorMessage, useGetDatenexporteQuery } from '@lernstapel/api-client';
import type { DatenexportEintrag } from '@lernstapel/contracts';
import { formatDateTimeDe } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { DataTable, type DataTableColumn, ErrorNotice, LoadingState, Text, Title } from '@lernstapel/ui';

const UMFANG = {
  lehrersicht: 'datenexporte.umfangLehrersicht',
  vollstaendig: 'datenexporte.umfangVollstaendig',
} as const satisfies Record<DatenexportEintrag['umfang'], string>;

type Spalte = DataTableColumn<DatenexportEintrag>;

const SCHULE_SPALTE: Spalte = {
  header: t('datenexporte.schule'),
  cell: (eintrag) => eintrag.schule ?? t('datenexporte.ohneSchule'),
};

/**
 * Issue 29 §2: who exported whose data when — for the school's administrators (either flag of 01 §6)
 * on the Verwaltung page, and for the main administrator (every school, `alleSchulen`: with the
 * person's school) in the admin area's 'Datenexporte' tab.
 */
export function DatenexporteAbschnitt({ alleSchulen = false }: { alleSchulen?: boolean }) {
  const exporte = useGetDatenexporteQuery();
  const spalten: Spalte[] = [
    { header: t('datenexporte.wann'), cell: (eintrag) => formatDateTimeDe(eintrag.erstellt_am) },
    {
      header: t('datenexporte.wer'),
      cell: (eintrag) => eintrag.exportiert_von ?? t('datenexporte.geloeschtePerson'),
    },
    { header: t('datenexporte.wessen'), cell: (eintrag) => eintrag.betroffener },
    ...(alleSchulen ? [SCHULE_SPALTE] : []),
    { header: t('datenexporte.umfang'), cell: (eintrag) => t(UMFANG[eintrag.umfang]) },
  ];
  const inhalt = () => {
    if (exporte.error)
      return <ErrorNotice message={apiErrorMessage(exporte.error)} onRetry={() => void exporte.refetch()} />;
    if (!exporte.data) return <LoadingState />;
    if (exporte.data.length === 0) return <Text size="sm">{t('datenexporte.leer')}</Text>;
    return (
      <DataTable
        striped
        data-testid="datenexporte-tabelle"
        rows={exporte.data}
        rowKey={(eintrag) => eintrag.id}
        columns={spalten}
      />
    );
  };
  return (
    <section data-testid="datenexporte-abschnitt" aria-labelledby="datenexporte-titel">
      <Title order={2} size="h4" my="sm" id="datenexporte-titel">
        {t('datenexporte.titel')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t(alleSchulen ? 'datenexporte.erklaerungHauptadministration' : 'datenexporte.erklaerung')}
      </Text>
      {inhalt()}
    </section>
  );
}
