import { render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataTable, type DataTableColumn } from './DataTable';
import { LernstapelProvider } from './LernstapelProvider';

interface Schueler {
  id: number;
  name: string;
  code: string;
}

const SCHUELER: Schueler[] = [
  { id: 7, name: 'Anna Muster', code: 'ab12cd' },
  { id: 9, name: 'Ben Beispiel', code: 'xy98zz' },
];

const NAME: DataTableColumn<Schueler> = { header: 'Benutzername', cell: (s) => s.name };
const CODE: DataTableColumn<Schueler> = { header: 'Anmeldecode', cell: (s) => <code>{s.code}</code> };
const AKTIONEN: DataTableColumn<Schueler> = {
  header: 'Aktionen',
  headerHidden: true,
  cell: (s) => <button type="button">{`${s.name} löschen`}</button>,
};

function renderTable(columns: Parameters<typeof DataTable<Schueler>>[0]['columns']) {
  return render(
    <LernstapelProvider>
      <DataTable data-testid="schueler" rows={SCHUELER} rowKey={(s) => s.id} columns={columns} striped />
    </LernstapelProvider>,
  );
}

describe('DataTable (issue 23 §2)', () => {
  it('is a table with one header per column and one row per entry', () => {
    renderTable([NAME, CODE]);
    const table = screen.getByRole('table');
    expect(table.getAttribute('data-testid')).toBe('schueler');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Benutzername',
      'Anmeldecode',
    ]);
    const [, ...zeilen] = screen.getAllByRole('row');
    expect(
      zeilen.map((zeile) =>
        within(zeile)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['Anna Muster', 'ab12cd'],
      ['Ben Beispiel', 'xy98zz'],
    ]);
  });

  it('labels every cell with its column header for the stacked layout, but not the text of the cell', () => {
    renderTable([NAME, CODE]);
    const zelle = screen.getByRole('cell', { name: 'ab12cd' });
    expect(zelle.getAttribute('data-label')).toBe('Anmeldecode');
    expect(zelle.textContent).toBe('ab12cd');
  });

  it('keeps a hidden header for screen readers and leaves its cells without a label', () => {
    renderTable([NAME, AKTIONEN]);
    const [, kopf] = screen.getAllByRole('columnheader');
    expect(kopf?.textContent).toBe('Aktionen');
    expect(kopf?.querySelector('.mantine-VisuallyHidden-root, [class*="VisuallyHidden"]')).not.toBeNull();
    const zelle = screen.getByRole('button', { name: 'Anna Muster löschen' }).closest('td');
    expect(zelle?.hasAttribute('data-label')).toBe(false);
  });

  it('leaves out the columns given as false, null or undefined', () => {
    renderTable([NAME, false, null, undefined, CODE]);
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
  });

  it('passes cell and row attributes through', () => {
    render(
      <LernstapelProvider>
        <DataTable
          rows={SCHUELER}
          rowKey={(s) => s.id}
          rowProps={(s) => ({ 'data-testid': `zeile-${s.id}` })}
          columns={[{ ...NAME, cellProps: (s) => ({ title: `ganz: ${s.name}` }) }]}
        />
      </LernstapelProvider>,
    );
    expect(screen.getByTestId('zeile-9').textContent).toBe('Ben Beispiel');
    expect(screen.getByTitle('ganz: Anna Muster').textContent).toBe('Anna Muster');
  });

  // jsdom applies no media queries: the stylesheet is read as text, as the browser gets it.
  it('stacks the rows below 48em on screens only, with the header as label, and lets a wide table scroll in its box', () => {
    const css = readFileSync(join(__dirname, 'data-table.css'), 'utf8');
    expect(css).toMatch(/@media screen and \(max-width: 47\.99em\)/);
    expect(css).toMatch(/td\[data-label\]::before \{\s*content: attr\(data-label\)/);
    expect(css).toMatch(/\.lernstapel-datatable-box \{[^}]*overflow-x: auto/);
    expect(css).toMatch(/> tbody > tr > td \{\s*display: block/);
  });
});
