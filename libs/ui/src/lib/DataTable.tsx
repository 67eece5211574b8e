import './data-table.css';
import type { TableProps } from '@mantine/core';
import { Fragment, type CSSProperties, type Key, type ReactNode } from 'react';
import { Table } from '../lazy-parts';
import { VisuallyHidden } from '../mantine';

/** One column: its name as the user sees it and what each row shows in it. */
export interface DataTableColumn<Row> {
  /** The column header; on a narrow screen also the label in front of each cell. */
  header: string;
  /** Shown to screen readers only (a column of buttons): the cells then take the whole row's width. */
  headerHidden?: boolean;
  cell: (row: Row, index: number) => ReactNode;
  /** Attributes of the cell, e.g. a title with the uncut text or `whiteSpace: 'pre-wrap'`. */
  cellProps?: (row: Row, index: number) => DataTableCellProps;
  /** Attributes of the header cell (e.g. a fixed width). */
  headerProps?: { w?: number | string };
}

export interface DataTableCellProps {
  title?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

export interface DataTableProps<Row> extends Omit<TableProps, 'children' | 'data'> {
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  /** `false`, `null` or `undefined` leave a column out (e.g. the edit column outside edit mode). */
  columns: ReadonlyArray<DataTableColumn<Row> | false | null | undefined>;
  rowProps?: (row: Row, index: number) => { className?: string; 'data-testid'?: string };
  /** A full-width row below an entry (e.g. an opened mail's text); `null` when there is none. */
  detail?: (row: Row, index: number) => ReactNode;
  'data-testid'?: string;
}

function shownColumns<Row>(columns: DataTableProps<Row>['columns']): DataTableColumn<Row>[] {
  return columns.filter((column): column is DataTableColumn<Row> => Boolean(column));
}

/**
 * Issue 23 §2 (WCAG 1.4.10): every list of the portal as one responsive table. On a wide screen a
 * table (scrolling inside its own box if it must); below 48em each row is a block whose cells carry
 * their column's name, so no page scrolls sideways on a phone.
 */
export function DataTable<Row>({
  rows,
  rowKey,
  columns,
  rowProps,
  detail,
  className,
  ...tableProps
}: DataTableProps<Row>) {
  const spalten = shownColumns(columns);
  return (
    <div className="lernstapel-datatable-box">
      <Table
        {...tableProps}
        className={className ? `lernstapel-datatable ${className}` : 'lernstapel-datatable'}
      >
        <Table.Thead>
          <Table.Tr>
            {spalten.map((spalte, nr) => (
              <Table.Th key={nr} {...spalte.headerProps}>
                {spalte.headerHidden ? <VisuallyHidden>{spalte.header}</VisuallyHidden> : spalte.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const details = detail?.(row, index);
            return (
              <Fragment key={rowKey(row, index)}>
                <Table.Tr {...rowProps?.(row, index)}>
                  {spalten.map((spalte, nr) => (
                    <Table.Td
                      key={nr}
                      {...spalte.cellProps?.(row, index)}
                      // Shown in front of the cell on a narrow screen (CSS, so the cell's text stays its own).
                      data-label={spalte.headerHidden ? undefined : spalte.header}
                    >
                      <div>{spalte.cell(row, index)}</div>
                    </Table.Td>
                  ))}
                </Table.Tr>
                {details ? (
                  <Table.Tr>
                    <Table.Td colSpan={spalten.length}>{details}</Table.Td>
                  </Table.Tr>
                ) : null}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
