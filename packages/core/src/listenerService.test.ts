import { describe, expect, it } from 'vitest';
import { LISTENER_SERVICE_PHONE, listenerServicePhone } from './listenerService';

describe('the listener-service line, one source', () => {
  it('is LISTENER_SERVICE_PHONE when set, else the one default', () => {
    expect(listenerServicePhone({})).toBe(LISTENER_SERVICE_PHONE);
    expect(listenerServicePhone({ LISTENER_SERVICE_PHONE: ' ' })).toBe('04 72 38 62 10');
    expect(listenerServicePhone({ LISTENER_SERVICE_PHONE: '01 23 45 67 89' })).toBe('01 23 45 67 89');
  });
});
