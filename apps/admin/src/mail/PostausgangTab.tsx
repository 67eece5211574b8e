import { useId, useState } from 'react';
import type { MailAusgangZeile } from '@lernstapel/contracts';
import { formatDateTimeDe } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { DataTable, Button, Code, Group, Text } from '@lernstapel/ui';
import { AbfrageState } from '@lernstapel/ui-data';
import { useGetMailsQuery } from './mails-api';

/** The button that opens a mail's text in a row below (the row: DataTable's detail). */
function TextKnopf({
  offen,
  textId,
  onUmschalten,
}: {
  offen: boolean;
  textId: string;
  onUmschalten: () => void;
}) {
  return (
    <Button size="xs" variant="light" aria-expanded={offen} aria-controls={textId} onClick={onUmschalten}>
      {offen ? t('admin.mailTextVerbergen') : t('admin.mailTextAnzeigen')}
    </Button>
  );
}

function MailTabelle({ mails }: { mails: readonly MailAusgangZeile[] }) {
  const [offen, setOffen] = useState<ReadonlySet<number>>(new Set());
  const idPrefix = useId();
  const umschalten = (id: number) =>
    setOffen((vorher) => {
      const neu = new Set(vorher);
      if (!neu.delete(id)) neu.add(id);
      return neu;
    });
  return (
    <DataTable
      striped
      data-testid="postausgang-table"
      rows={mails}
      rowKey={(mail) => mail.id}
      columns={[
        { header: t('allgemein.datum'), cell: (mail) => formatDateTimeDe(mail.erstellt_am) },
        { header: t('admin.spalteEmpfaenger'), cell: (mail) => mail.empfaenger },
        { header: t('admin.spalteBetreff'), cell: (mail) => mail.betreff },
        {
          header: t('admin.spalteGesendet'),
          cell: (mail) =>
            mail.gesendet_am ? formatDateTimeDe(mail.gesendet_am) : t('admin.nurImPostausgang'),
        },
        {
          header: t('admin.spalteAktionen'),
          cell: (mail) => (
            <TextKnopf
              offen={offen.has(mail.id)}
              textId={`${idPrefix}-${mail.id}`}
              onUmschalten={() => umschalten(mail.id)}
            />
          ),
        },
      ]}
      detail={(mail) =>
        offen.has(mail.id) ? (
          <Code block id={`${idPrefix}-${mail.id}`} data-testid="mail-text">
            {mail.text}
          </Code>
        ) : null
      }
    />
  );
}

/**
 * The local outbox (issue 3, DEVIATIONS 8): without SMTP_URL every mail lands here, so an operator
 * can read a registration or recovery mail. Loaded afresh each time the tab opens.
 */
export function PostausgangTab() {
  const mails = useGetMailsQuery(undefined, { refetchOnMountOrArgChange: true });
  const list = mails.data ?? [];
  return (
    <>
      <Group justify="space-between" mb="sm">
        <Text size="sm" c="dimmed">
          {t('admin.postausgangHinweis')}
        </Text>
        <Button variant="default" size="xs" onClick={() => void mails.refetch()} loading={mails.isFetching}>
          {t('allgemein.aktualisieren')}
        </Button>
      </Group>
      <AbfrageState abfragen={[mails]} empty={list.length === 0} emptyMessage={t('admin.keineMails')}>
        <MailTabelle mails={list} />
      </AbfrageState>
    </>
  );
}
