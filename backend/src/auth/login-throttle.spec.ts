import { describe, expect, it } from '@jest/globals';
import { loginDelaySeconds } from './login-throttle.service.js';

// Issue 12 item 1: failures of one account from all IPs slow it down instead of locking everyone out.
describe('loginDelaySeconds', () => {
  it.each([
    [0, 0],
    [9, 0],
    [10, 5],
    [11, 10],
    [12, 20],
    [15, 160],
    [18, 900],
    [1000, 900],
  ])('after %i failures (10 free, 5 s doubling, at most 15 min) waits %i s', (failures, seconds) => {
    expect(loginDelaySeconds(failures, 10, 5, 900)).toBe(seconds);
  });
});
