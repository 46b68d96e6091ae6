import { describe, expect, it } from 'vitest';
import { DraftSync } from './draft-sync';

describe('DraftSync', () => {
  it('lets the state of a send replace the draft when nothing changed since', () => {
    const sync = new DraftSync();
    sync.changed();
    sync.sent();
    expect(sync.loaded()).toBe(true);
  });

  it('keeps what was typed while an earlier send was on its way back', () => {
    const sync = new DraftSync();
    // "Enter it by category" is ticked and sent; the visitor types before its page arrives.
    sync.changed();
    sync.sent();
    sync.changed();
    expect(sync.loaded()).toBe(false);
    // The typing is sent in its turn, and its own state replaces the draft.
    sync.sent();
    expect(sync.loaded()).toBe(true);
  });

  it('waits for the last of several sends', () => {
    const sync = new DraftSync();
    sync.changed();
    sync.sent();
    sync.changed();
    sync.sent();
    expect(sync.loaded()).toBe(false);
    expect(sync.loaded()).toBe(true);
  });

  it('lets a state the visitor did not send replace the draft (back button, shared link)', () => {
    const sync = new DraftSync();
    expect(sync.loaded()).toBe(true);
    sync.changed();
    sync.sent();
    expect(sync.loaded()).toBe(true);
    expect(sync.loaded()).toBe(true);
  });
});
