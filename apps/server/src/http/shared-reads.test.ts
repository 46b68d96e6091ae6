import { type ApiClient, type Endpoint, endpoints } from '@cardgenius/core/contract';
import { describe, expect, it } from 'vitest';
import { withSharedReads } from './shared-reads';

/** A client that answers each call with a new object and counts the calls by endpoint and input. */
function countingClient() {
  const calls: string[] = [];
  const api: ApiClient = {
    call(endpoint: Endpoint, ...input: unknown[]) {
      calls.push(`${endpoint.id} ${JSON.stringify(input[0] ?? {})}`);
      if (endpoint.id === 'getCard' && (input[0] as { params: { slug: string } }).params.slug === 'gone') {
        return Promise.reject(new Error('not found'));
      }
      return Promise.resolve({ answer: calls.length }) as never;
    },
  };
  return { api, calls };
}

describe('withSharedReads', () => {
  it('makes a read asked twice with the same input once, and both callers get the one answer', async () => {
    const { api, calls } = countingClient();
    const shared = withSharedReads(api);
    const [first, second] = await Promise.all([shared.call(endpoints.getGlobal), shared.call(endpoints.getGlobal)]);
    expect(first).toBe(second);
    expect(calls).toEqual(['getGlobal {}']);
  });

  it('reads again for another input, and shares a failure as it shares an answer', async () => {
    const { api, calls } = countingClient();
    const shared = withSharedReads(api);
    await shared.call(endpoints.getCard, { params: { slug: 'a' } });
    await shared.call(endpoints.getCard, { params: { slug: 'b' } });
    await expect(shared.call(endpoints.getCard, { params: { slug: 'gone' } })).rejects.toThrow('not found');
    await expect(shared.call(endpoints.getCard, { params: { slug: 'gone' } })).rejects.toThrow('not found');
    expect(calls).toHaveLength(3);
  });

  it('never shares a write, and reads afresh after one', async () => {
    const { api, calls } = countingClient();
    const shared = withSharedReads(api);
    await shared.call(endpoints.getGlobal);
    await shared.call(endpoints.rankCards, { body: {} });
    await shared.call(endpoints.rankCards, { body: {} });
    const after = await shared.call(endpoints.getGlobal);
    expect(calls).toEqual(['getGlobal {}', 'rankCards {"body":{}}', 'rankCards {"body":{}}', 'getGlobal {}']);
    expect(after).toEqual({ answer: 4 });
  });
});
