import { describe, expect, it } from 'vitest';
import { SerialPasses } from './serial-passes';

describe('SerialPasses', () => {
  it('runs one pass at a time, and once more for calls made while one ran', async () => {
    let running = 0;
    let most = 0;
    let passes = 0;
    let release: () => void = () => {};
    const serial = new SerialPasses(
      async () => {
        running++;
        most = Math.max(most, running);
        passes++;
        if (passes === 1) await new Promise<void>((resolve) => (release = resolve));
        running--;
      },
      () => {},
    );
    const first = serial.run();
    const second = serial.run();
    const third = serial.run();
    release();
    await Promise.all([first, second, third]);
    expect(passes).toBe(2);
    expect(most).toBe(1);
  });

  it('reports a failed pass, and runs again when asked', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const serial = new SerialPasses(
      async () => {
        calls++;
        if (calls === 1) throw new Error('database away');
      },
      (error) => errors.push(error),
    );
    await serial.run();
    await serial.run();
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);
  });
});
