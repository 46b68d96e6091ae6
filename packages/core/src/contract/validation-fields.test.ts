import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesToFields } from './validation-fields';

describe('issuesToFields', () => {
  const schema = z.strictObject({
    email: z.email('Enter a valid email address'),
    profile: z.object({ age: z.number().int().min(18, 'Must be 18 or older') }),
  });

  it('names each bad field by its dotted path, with a message that says what to fix', () => {
    const result = schema.safeParse({ email: 'nope', profile: { age: 12 }, extra: true });
    expect(result.success).toBe(false);
    expect(issuesToFields(result.error?.issues ?? [])).toEqual({
      email: 'Enter a valid email address',
      'profile.age': 'Must be 18 or older',
      body: 'Unknown field: extra',
    });
  });

  it('says Required for missing fields and prefixes query and path locations', () => {
    const result = z.object({ page: z.number() }).safeParse({});
    expect(issuesToFields(result.error?.issues ?? [], 'query')).toEqual({ 'query.page': 'Required' });
  });
});
