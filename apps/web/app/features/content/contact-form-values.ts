import type { ContactMessageRequest, ContactTopic } from '@cardgenius/core/contract';

/** The contact form's variants: the general form, a GeniusCash question (`?geniuscash=true`), a bug report (`?rb=true`). */
export type ContactVariant = 'general' | 'geniuscash' | 'bug';

export const CONTACT_FIELDS = [
  'name',
  'email',
  'topic',
  'message',
  'cardAppliedFor',
  'applicationDate',
  'pageUrl',
  'expected',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactFormValues = Record<ContactField, string>;

const DETAIL_FIELDS = ['cardAppliedFor', 'applicationDate', 'pageUrl', 'expected'] as const;

export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  general: 'A general question',
  geniuscash: 'A GeniusCash offer or payout',
  bug: 'Something on the site is not working',
  privacy: 'Privacy and my personal information',
  partnership: 'Press, media or partnerships',
};

/** The variant a contact page URL asks for; `true` is the only value that turns a flag on. */
export function contactVariantFrom(searchParams: URLSearchParams): ContactVariant {
  if (searchParams.get('geniuscash') === 'true') return 'geniuscash';
  if (searchParams.get('rb') === 'true') return 'bug';
  return 'general';
}

/** Every field of the posted form as text (absent fields are empty). */
export function readContactForm(form: FormData): ContactFormValues {
  const value = (field: ContactField) => {
    const entry = form.get(field);
    return typeof entry === 'string' ? entry : '';
  };
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, value(field)])) as ContactFormValues;
}

/** The solved captcha the page's script added to the posted form (absent without scripts). */
export function readCaptchaCode(form: FormData): string {
  const entry = form.get('captchaCode');
  return typeof entry === 'string' ? entry : '';
}

/** The API request for the form: surrounding spaces trimmed, empty optional fields left out. */
export function contactRequestFrom(values: ContactFormValues, captchaCode: string): ContactMessageRequest {
  const details = Object.fromEntries(
    DETAIL_FIELDS.map((field) => [field, values[field].trim()] as const).filter(([, value]) => value !== ''),
  );
  return {
    name: values.name,
    email: values.email.trim(),
    // The API checks the topic against its list and names the field when it is not one of them.
    topic: values.topic as ContactTopic,
    message: values.message,
    ...(Object.keys(details).length > 0 ? { details } : {}),
    captchaCode,
  };
}

/**
 * The API's field errors keyed by form field (`details.pageUrl` → `pageUrl`); errors that belong to
 * no field of the form are returned apart, to show above it.
 */
export function contactFieldErrors(fields: Record<string, string>): {
  byField: Partial<Record<ContactField, string>>;
  other: string[];
} {
  const byField: Partial<Record<ContactField, string>> = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const field = path.replace(/^details\./, '');
    if ((CONTACT_FIELDS as readonly string[]).includes(field)) byField[field as ContactField] ??= message;
    else other.push(message);
  }
  return { byField, other };
}
