import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, mayReadOutbox, type OutboxRequest } from './outbox-access';

describe('isLoopbackAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '127.1.2.3',
    '::1',
    '0:0:0:0:0:0:0:1',
    '::ffff:127.0.0.1',
    '::FFFF:127.9.9.9',
  ])('%s is loopback', (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });

  it.each([
    '203.0.113.9',
    '10.0.0.1',
    '128.0.0.1',
    '0.0.0.0',
    '::',
    '::2',
    '::ffff:203.0.113.9',
    'fe80::1',
    'localhost',
    '127.0.0.1.example.com',
    '',
    'local',
  ])('%s is not', (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
  });
});

describe('mayReadOutbox', () => {
  const local: OutboxRequest = { nodeEnv: 'development', setting: 'loopback', trustProxy: false, peerAddress: '::1' };

  it('serves a caller on this computer by default', () => {
    expect(mayReadOutbox(local)).toBe(true);
    expect(mayReadOutbox({ ...local, nodeEnv: 'test', peerAddress: '127.0.0.1' })).toBe(true);
  });

  it('refuses a caller from elsewhere, or with no socket', () => {
    expect(mayReadOutbox({ ...local, peerAddress: '203.0.113.9' })).toBe(false);
    expect(mayReadOutbox({ ...local, peerAddress: null })).toBe(false);
  });

  it('refuses behind a proxy, where every caller arrives from the proxy', () => {
    expect(mayReadOutbox({ ...local, trustProxy: true })).toBe(false);
  });

  it('serves anyone with `any`, and no one with `off`', () => {
    expect(mayReadOutbox({ ...local, setting: 'any', trustProxy: true, peerAddress: '203.0.113.9' })).toBe(true);
    expect(mayReadOutbox({ ...local, setting: 'any', peerAddress: null })).toBe(true);
    expect(mayReadOutbox({ ...local, setting: 'off' })).toBe(false);
  });

  it('never serves in production, whatever the setting', () => {
    for (const setting of ['loopback', 'any', 'off'] as const) {
      expect(mayReadOutbox({ ...local, nodeEnv: 'production', setting })).toBe(false);
    }
  });
});
