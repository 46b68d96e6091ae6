import { ContactMessageRequest } from '@cardgenius/core/contract';
import { describe, expect, it } from 'vitest';
import {
  type ContactFormValues,
  contactFieldErrors,
  contactRequestFrom,
  contactVariantFrom,
  readContactForm,
} from './contact-form-values';

const empty: ContactFormValues = {
  name: '',
  email: '',
  topic: '',
  message: '',
  cardAppliedFor: '',
  applicationDate: '',
  pageUrl: '',
  expected: '',
};

describe('contactVariantFrom', () => {
  it.each([
    ['', 'general'],
    ['geniuscash=true', 'geniuscash'],
    ['rb=true', 'bug'],
    ['geniuscash=1', 'general'],
    ['rb=false', 'general'],
    ['geniuscash=true&rb=true', 'geniuscash'],
  ])('?%s → %s', (search, variant) => {
    expect(contactVariantFrom(new URLSearchParams(search))).toBe(variant);
  });
});

describe('readContactForm', () => {
  it('reads every field as text, empty when absent or a file', () => {
    const form = new FormData();
    form.set('name', 'Sam');
    form.set('message', 'Hello');
    form.set('pageUrl', new Blob(['x']));
    expect(readContactForm(form)).toEqual({ ...empty, name: 'Sam', message: 'Hello' });
  });
});

describe('contactRequestFrom', () => {
  it('leaves out empty details and trims the email', () => {
    const request = contactRequestFrom(
      {
        ...empty,
        name: 'Sam',
        email: ' sam@example.ca ',
        topic: 'general',
        message: 'Hello',
        pageUrl: '   ',
      },
      'solved-captcha',
    );
    expect(request).toEqual({
      name: 'Sam',
      email: 'sam@example.ca',
      topic: 'general',
      message: 'Hello',
      captchaCode: 'solved-captcha',
    });
    expect(ContactMessageRequest.safeParse(request).success).toBe(true);
  });

  it('keeps the details that were filled in, trimmed', () => {
    const request = contactRequestFrom(
      {
        ...empty,
        name: 'Sam',
        email: 'sam@example.ca',
        topic: 'geniuscash',
        message: 'Where is my payout?',
        cardAppliedFor: ' Example Visa ',
        applicationDate: '2026-10-02',
      },
      'solved-captcha',
    );
    expect(request.details).toEqual({ cardAppliedFor: 'Example Visa', applicationDate: '2026-10-02' });
    expect(ContactMessageRequest.safeParse(request).success).toBe(true);
  });

  it('gives the API what it needs to name each empty required field', () => {
    const result = ContactMessageRequest.safeParse(contactRequestFrom(empty, ''));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'captchaCode',
      'email',
      'message',
      'name',
      'topic',
    ]);
  });
});

describe('contactFieldErrors', () => {
  it('maps detail paths to form fields and keeps the rest apart', () => {
    expect(
      contactFieldErrors({
        message: 'Write your message.',
        'details.pageUrl': 'Too long.',
        details: 'Unknown field: colour',
      }),
    ).toEqual({
      byField: { message: 'Write your message.', pageUrl: 'Too long.' },
      other: ['Unknown field: colour'],
    });
  });
});
