import { BellSettings, ErrorResponse } from '@cardgenius/core/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { siteSettings } from '../../db/schema';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

const item = (overrides: Record<string, unknown> = {}) => ({
  id: 'compare-four',
  name: 'Compare four cards side by side',
  linkType: 'Internal',
  link: '/credit-cards',
  copy: 'Tick up to four cards to see them in one table.',
  image: null,
  imageAltText: '',
  isAppExclusive: false,
  newTab: false,
  position: 'Top',
  ...overrides,
});

const processSettings = async (body: unknown, headers: Record<string, string> = {}) => {
  const response = await t.postJson('/api/v2/misc/process-cvr', body, headers);
  return { status: response.status, body: (await response.json()) as unknown };
};
const errorOf = (body: unknown) => ErrorResponse.parse(body).error;

describe('misc/process-cvr', () => {
  it('reads the bell settings text into bell items, for anyone, storing nothing', async () => {
    const before = await t.database.db.select().from(siteSettings);
    const items = [item(), item({ id: 'app', linkType: 'External', link: 'https://example.ca/app', newTab: true })];
    const { status, body } = await processSettings({ data: JSON.stringify(items, null, 2) });
    expect(status).toBe(200);
    expect(BellSettings.parse(body)).toEqual({ items });
    expect(await t.database.db.select().from(siteSettings)).toEqual(before);
  });

  it('says the text is not JSON, and where', async () => {
    const { status, body } = await processSettings({ data: '[{"name": "Quiz",}]' });
    expect(status).toBe(400);
    const error = errorOf(body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toMatch(/^The settings are not valid JSON: something is wrong at line 1, column 18\./);
    expect(Object.keys(error.fields ?? {})).toEqual(['data']);
  });

  it('names the item and the field of each problem', async () => {
    const { status, body } = await processSettings({
      data: JSON.stringify([item(), item({ id: 'two', position: 'Middle', link: 'javascript:alert(1)' })]),
    });
    expect(status).toBe(400);
    expect(errorOf(body)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Item 2, position: Write "Top" or "Bottom" for position.',
      fields: { 'data.1.position': 'Write "Top" or "Bottom" for position.' },
    });
    const notList = errorOf((await processSettings({ data: '{"notificationBell": []}' })).body);
    expect(notList.message).toBe('The settings must be a list of bell items, written [ { … }, { … } ].');
  });

  it('refuses a body that is not the settings text', async () => {
    for (const body of [{}, { data: 42 }, { data: '[]', more: true }, []]) {
      const answer = await processSettings(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(answer.body).code).toBe('VALIDATION_FAILED');
    }
    const text = await t.app.request('/api/v2/misc/process-cvr', { method: 'POST', body: '[]' });
    expect(text.status).toBe(415);
  });

  it('reads at most 64 KB of settings', async () => {
    const long = await processSettings({ data: `[${' '.repeat(64 * 1024)}]` });
    expect(long.status).toBe(400);
    expect(errorOf(long.body).fields).toEqual({ data: 'Keep the settings under 64 KB.' });
    const huge = await processSettings({ data: '"'.repeat(60 * 1024) });
    expect(huge.status).toBe(413);
    errorOf(huge.body);
  });
});
