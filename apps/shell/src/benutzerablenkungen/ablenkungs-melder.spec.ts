import type { AblenkungsArt } from '@lernstapel/contracts';
import { startAblenkungsMelder } from './ablenkungs-melder';

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('pupil window events for the activity feed (throttled on the client)', () => {
  let gemeldet: AblenkungsArt[];
  let stop: () => void;
  beforeEach(() => {
    jest.useFakeTimers();
    gemeldet = [];
    stop = startAblenkungsMelder(window, (art) => gemeldet.push(art));
  });
  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  it('reports each kind at most once per 5 s', () => {
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
    jest.advanceTimersByTime(4999);
    window.dispatchEvent(new Event('blur'));
    expect(gemeldet).toEqual(['blur', 'focus']);
    jest.advanceTimersByTime(1);
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
    expect(gemeldet).toEqual(['blur', 'focus', 'blur', 'focus']);
  });

  it('reports hidden and visible as their own kinds', () => {
    setVisibility('hidden');
    setVisibility('visible');
    setVisibility('hidden');
    expect(gemeldet).toEqual(['visibility-hidden', 'visibility-visible']);
  });

  it('debounces resizing: one report after the window stopped changing for 0.5 s', () => {
    for (let step = 0; step < 10; step += 1) {
      window.dispatchEvent(new Event('resize'));
      jest.advanceTimersByTime(100);
    }
    expect(gemeldet).toEqual([]);
    jest.advanceTimersByTime(400);
    expect(gemeldet).toEqual(['resize']);
  });

  it('stops listening when stopped', () => {
    stop();
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('resize'));
    jest.advanceTimersByTime(1000);
    expect(gemeldet).toEqual([]);
  });
});
