import { ApiException } from '../../common/api-exception';
import { ownUserIdFrom } from './own-user-id.decorator';

function outcome(check: () => number): number | string {
  try {
    return check();
  } catch (error) {
    if (error instanceof ApiException) return `${error.getStatus()} ${error.textKey}`;
    throw error;
  }
}

describe('@OwnUserId: own-id routes answer only the user themself', () => {
  it('lets only the user themself through', () => {
    expect(outcome(() => ownUserIdFrom({ id: 7 }, '7'))).toBe(7);
    expect(outcome(() => ownUserIdFrom({ id: 7 }, '8'))).toBe('403 fehler.keineBerechtigung');
    // a main administrator (id 1) is no exception
    expect(outcome(() => ownUserIdFrom({ id: 1 }, '8'))).toBe('403 fehler.keineBerechtigung');
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('a bad id %s is 400 before any comparison', (bad) => {
    expect(outcome(() => ownUserIdFrom({ id: 7 }, bad))).toBe('400 server.anfrage.ungueltigeId');
  });
});
