import '../zod-setup';
import type { z } from 'zod';

/**
 * Turns zod issues into `{ "dotted.path": "what to fix" }`, one message per field (the first issue
 * wins), so a client can show each message beside its input.
 */
export function issuesToFields(issues: readonly z.core.$ZodIssue[], prefix?: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = [prefix, ...issue.path.map(String)].filter((part) => part !== undefined && part !== '').join('.');
    const key = path === '' ? (prefix ?? 'body') : path;
    fields[key] ??= describeIssue(issue);
  }
  return fields;
}

/** zod's own wording of a wrong type ("Invalid input: expected number, received string"). */
const ZOD_TYPE_MESSAGE = /^Invalid input\b/;

/**
 * A field left out is 'Required'. A field of the wrong type (known when the issues report their input)
 * gets the schema's own message when it has one ('The page is a whole number from 1.'), else 'Expected …'.
 */
function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Required';
      return ZOD_TYPE_MESSAGE.test(issue.message) ? `Expected ${issue.expected}` : issue.message;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
    default:
      return issue.message;
  }
}
