import { apiErrorMessage, useGetDatenexporteQuery } from '@lernstapel/api-client';
import type { DatenexportEintrag } from '@lernstapel/contracts';
import { formatDateTimeDe } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { DataTable, ErrorNotice, LoadingState, Text, Title } from '@lernstapel/ui';

const UMFANG = {
  lehrersicht: 'datenexporte.umfangLehrersicht',
  vollstaendig: 'datenexporte.umfangVollstaendig',
} as const satisfies Record<DatenexportEintrag['umfang'], string>;

/** Issue 29 §2: who exported whose data when — for the school's administrators (either flag of 01 §6). */
export function DatenexporteAbschnitt() {
  const exporte = useGetDatenexporteQuery();
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
        columns={[
          { header: t('datenexporte.wann'), cell: (eintrag) => formatDateTimeDe(eintrag.erstellt_am) },
          {
            header: t('datenexporte.wer'),
            cell: (eintrag) => eintrag.exportiert_von ?? t('datenexporte.geloeschtePerson'),
          },
          { header: t('datenexporte.wessen'), cell: (eintrag) => eintrag.betroffener },
          { header: t('datenexporte.umfang'), cell: (eintrag) => t(UMFANG[eintrag.umfang]) },
        ]}
      />
    );
  };
  return (
    <section data-testid="datenexporte-abschnitt" aria-labelledby="datenexporte-titel">
      <Title order={2} size="h4" my="sm" id="datenexporte-titel">
        {t('datenexporte.titel')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('datenexporte.erklaerung')}
      </Text>
      {inhalt()}
    </section>
  );
}
