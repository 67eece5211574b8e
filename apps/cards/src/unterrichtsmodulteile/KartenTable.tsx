import { Table } from '@lernstapel/ui';
import type { Karte } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { antwortText } from './antwort-text';

export interface KartenTableProps {
  karten: readonly Karte[];
  /** 02 §2: hidden for global stacks. */
  mitAutor: boolean;
}

/** The card list of one stack, read-only: question, answer and author as plain text (DEVIATIONS 7). */
export function KartenTable({ karten, mitAutor }: KartenTableProps) {
  return (
    <Table striped highlightOnHover data-testid="karten-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('karten.spalteFrage')}</Table.Th>
          <Table.Th>{t('karten.spalteAntwort')}</Table.Th>
          {mitAutor ? <Table.Th>{t('karten.spalteAutor')}</Table.Th> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {karten.map((karte) => (
          <Table.Tr key={karte.id}>
            <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{karte.frage}</Table.Td>
            <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{antwortText(karte)}</Table.Td>
            {mitAutor ? <Table.Td>{karte.autor}</Table.Td> : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
