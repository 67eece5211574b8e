import { act, renderHook } from '@testing-library/react';
import { useZeilenDialoge } from './use-zeilen-dialoge';

describe('useZeilenDialoge', () => {
  it('opens the edit dialog for a new or an existing row and closes it', () => {
    const { result } = renderHook(() => useZeilenDialoge<{ id: number }>());
    expect(result.current.bearbeitet).toBeNull();
    act(() => result.current.neu());
    expect(result.current.bearbeitet).toEqual({ zeile: null });
    act(() => result.current.bearbeiten({ id: 7 }));
    expect(result.current.bearbeitet).toEqual({ zeile: { id: 7 } });
    act(() => result.current.bearbeitungSchliessen());
    expect(result.current.bearbeitet).toBeNull();
  });

  it('keeps the row to delete apart from the edited one', () => {
    const { result } = renderHook(() => useZeilenDialoge<{ id: number }>());
    act(() => result.current.loeschen({ id: 3 }));
    expect(result.current.zuLoeschen).toEqual({ id: 3 });
    expect(result.current.bearbeitet).toBeNull();
    act(() => result.current.loeschenSchliessen());
    expect(result.current.zuLoeschen).toBeNull();
  });
});
