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

  it('tells a wrong type from a field left out when the issues report their input', () => {
    const page = z.strictObject({
      page: z.number({ error: 'The page is a whole number.' }).int('The page is a whole number.'),
      size: z.number(),
      name: z.string(),
    });
    const result = page.safeParse({ page: 1.5, size: '20' }, { reportInput: true });
    expect(issuesToFields(result.error?.issues ?? [])).toEqual({
      page: 'The page is a whole number.',
      size: 'Expected number',
      name: 'Required',
    });
  });

  it('says Required for missing fields and prefixes query and path locations', () => {
    const result = z.object({ page: z.number() }).safeParse({});
    expect(issuesToFields(result.error?.issues ?? [], 'query')).toEqual({ 'query.page': 'Required' });
  });
});
