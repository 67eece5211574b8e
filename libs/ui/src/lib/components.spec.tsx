import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { LernstapelProvider } from './LernstapelProvider';
import { LoadingState } from './LoadingState';
import { EmptyState } from './EmptyState';
import { ErrorNotice } from './ErrorNotice';
import { BuildId } from './BuildId';
import { SideNav } from './SideNav';
import { DataState } from './DataState';
import { AppFrame } from './AppFrame';
import { AreaErrorBoundary } from './AreaErrorBoundary';
import { SuccessNotice } from './SuccessNotice';

function renderInProvider(ui: ReactElement) {
  return render(<LernstapelProvider>{ui}</LernstapelProvider>);
}

describe('ui kit', () => {
  it('LoadingState announces "Am Laden..." as a status', () => {
    renderInProvider(<LoadingState />);
    expect(screen.getByRole('status').textContent).toContain('Am Laden...');
  });

  it('EmptyState shows its message', () => {
    renderInProvider(<EmptyState message="Nichts da." />);
    expect(screen.getByTestId('empty-state').textContent).toBe('Nichts da.');
  });

  it('ErrorNotice shows the message and calls onRetry from "Erneut versuchen"', () => {
    const onRetry = jest.fn();
    renderInProvider(<ErrorNotice message="Der Server antwortet nicht." onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Der Server antwortet nicht.');
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('ErrorNotice without onRetry has no button', () => {
    renderInProvider(<ErrorNotice message="Fehler" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('BuildId renders "Build {id}" with a per-app test id', () => {
    renderInProvider(<BuildId app="exams" id="2026-11-22T10:00:00Z" />);
    expect(screen.getByTestId('build-id-exams').textContent).toBe('Build 2026-11-22T10:00:00Z');
  });

  it('SideNav marks the active item and reports clicks by key', () => {
    const onSelect = jest.fn();
    renderInProvider(
      <SideNav
        items={[
          { key: 'a', label: 'Eins' },
          { key: 'b', label: 'Zwei' },
        ]}
        activeKey="a"
        onSelect={onSelect}
      />,
    );
    expect(screen.getByRole('button', { name: 'Eins' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Zwei' }).getAttribute('aria-current')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Zwei' }));
    expect(onSelect).toHaveBeenCalledWith('b');
  });
});

describe('DataState', () => {
  const base = { loading: false, empty: false, emptyMessage: 'Leer.', children: <p>Inhalt</p> };

  it.each([
    ['loading', { loading: true }, 'Am Laden...'],
    ['error (wins over loading)', { loading: true, errorMessage: 'Kaputt.' }, 'Kaputt.'],
    ['empty', { empty: true }, 'Leer.'],
    ['content', {}, 'Inhalt'],
  ])('shows the %s state', (_state, props, text) => {
    renderInProvider(<DataState {...base} {...props} />);
    expect(document.body.textContent).toContain(text);
  });
});

describe('AppFrame', () => {
  it('has one navigation landmark holding the side menu, and the content in main', () => {
    renderInProvider(
      <AppFrame navigation={<SideNav items={[{ key: 'a', label: 'Eins' }]} onSelect={() => undefined} />}>
        <p>Inhalt</p>
      </AppFrame>,
    );
    const nav = screen.getByRole('navigation', { name: 'Navigation' });
    expect(nav.textContent).toContain('Eins');
    expect(screen.getByRole('main').textContent).toBe('Inhalt');
  });

  it('without navigation has no side menu, only the header and the content', () => {
    renderInProvider(
      <AppFrame>
        <p>Inhalt</p>
      </AppFrame>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Navigation' })).toBeNull();
    expect(screen.getByRole('banner').textContent).toBe('Lernstapel');
    expect(screen.getByRole('main').textContent).toBe('Inhalt');
  });
});

describe('SuccessNotice', () => {
  it('announces the confirmation as a status', () => {
    renderInProvider(<SuccessNotice message="Die Änderungen wurden gespeichert." />);
    expect(screen.getByRole('status').textContent).toBe('Die Änderungen wurden gespeichert.');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('AreaErrorBoundary', () => {
  function Broken(): never {
    throw new Error('render failure');
  }

  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback in place of children that throw, and names the area in the console', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInProvider(
      <>
        <AreaErrorBoundary area="Kachel A" fallback={<p>Ersatz</p>}>
          <Broken />
        </AreaErrorBoundary>
        <AreaErrorBoundary area="Kachel B" fallback={<p>Ersatz B</p>}>
          <p>Kachel B läuft</p>
        </AreaErrorBoundary>
      </>,
    );
    expect(screen.getByText('Ersatz')).toBeTruthy();
    expect(screen.getByText('Kachel B läuft')).toBeTruthy();
    expect(screen.queryByText('Ersatz B')).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('Kachel A failed', expect.any(Error), expect.any(String));
  });
});
