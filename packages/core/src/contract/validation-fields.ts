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

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Required' : `Expected ${issue.expected}`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
    default:
      return issue.message;
  }
}
