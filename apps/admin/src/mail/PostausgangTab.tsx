import { useId, useState } from 'react';
import type { MailAusgangZeile } from '@lernstapel/contracts';
import { apiErrorMessage } from '@lernstapel/api-client';
import { formatDateTimeDe } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { DataState, Button, Code, Group, Table, Text } from '@lernstapel/ui';
import { useGetMailsQuery } from './mails-api';

const SPALTEN = 5;

/** One mail: date, recipient, subject, when sent; the text opens in a row below. */
function MailZeile({ mail }: { mail: MailAusgangZeile }) {
  const [offen, setOffen] = useState(false);
  const textId = useId();
  return (
    <>
      <Table.Tr>
        <Table.Td>{formatDateTimeDe(mail.erstellt_am)}</Table.Td>
        <Table.Td>{mail.empfaenger}</Table.Td>
        <Table.Td>{mail.betreff}</Table.Td>
        <Table.Td>
          {mail.gesendet_am ? formatDateTimeDe(mail.gesendet_am) : t('admin.nurImPostausgang')}
        </Table.Td>
        <Table.Td>
          <Button
            size="xs"
            variant="light"
            aria-expanded={offen}
            aria-controls={textId}
            onClick={() => setOffen((vorher) => !vorher)}
          >
            {offen ? t('admin.mailTextVerbergen') : t('admin.mailTextAnzeigen')}
          </Button>
        </Table.Td>
      </Table.Tr>
      {offen ? (
        <Table.Tr>
          <Table.Td colSpan={SPALTEN}>
            <Code block id={textId} data-testid="mail-text">
              {mail.text}
            </Code>
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
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
      <DataState
        loading={!mails.data && !mails.error}
        errorMessage={mails.error ? apiErrorMessage(mails.error) : null}
        onRetry={() => void mails.refetch()}
        empty={list.length === 0}
        emptyMessage={t('admin.keineMails')}
      >
        <Table striped data-testid="postausgang-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('allgemein.datum')}</Table.Th>
              <Table.Th>{t('admin.spalteEmpfaenger')}</Table.Th>
              <Table.Th>{t('admin.spalteBetreff')}</Table.Th>
              <Table.Th>{t('admin.spalteGesendet')}</Table.Th>
              <Table.Th>{t('admin.spalteAktionen')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((mail) => (
              <MailZeile key={mail.id} mail={mail} />
            ))}
          </Table.Tbody>
        </Table>
      </DataState>
    </>
  );
}
