import { nachDemLaden } from './nach-dem-laden';

/** Issue 27: the live channel opens after the page's first files, not while a phone still loads them. */
describe('nachDemLaden', () => {
  let readyState: DocumentReadyState;
  beforeEach(() => {
    jest.useFakeTimers();
    readyState = 'loading';
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const laden = () => {
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
  };

  it('opens once the page has loaded and the browser is idle, and closes what it opened', () => {
    const schliessen = jest.fn();
    const oeffnen = jest.fn(() => schliessen);
    const aufraeumen = nachDemLaden(oeffnen);
    jest.runOnlyPendingTimers();
    expect(oeffnen).not.toHaveBeenCalled();

    laden();
    jest.runOnlyPendingTimers();
    expect(oeffnen).toHaveBeenCalledTimes(1);
    aufraeumen();
    expect(schliessen).toHaveBeenCalledTimes(1);
  });

  it('on a page that has loaded already, opens when idle', () => {
    readyState = 'complete';
    const oeffnen = jest.fn(() => () => undefined);
    nachDemLaden(oeffnen);
    expect(oeffnen).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(oeffnen).toHaveBeenCalledTimes(1);
  });

  it('opens nothing when undone before (the user left, the session ended)', () => {
    const oeffnen = jest.fn(() => () => undefined);
    const aufraeumen = nachDemLaden(oeffnen);
    aufraeumen();
    laden();
    jest.runAllTimers();
    expect(oeffnen).not.toHaveBeenCalled();
  });
});
