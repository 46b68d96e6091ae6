import '../zod-setup';
import { z } from 'zod';
import { hasControlCharacters } from '../rules/text-input';
import { defineEndpoint } from './endpoint';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_TOPICS, FIELD_MESSAGES } from './names';
import { CaptchaCode } from './text-fields';

export const ContactTopic = z.enum(CONTACT_TOPICS, { error: 'Choose a topic from the list.' });
export type ContactTopic = z.infer<typeof ContactTopic>;

/** Trimmed text of at most `max` characters; `required` is the message shown when it is left empty. */
function boundedText(options: { label: string; max: number; required?: string }) {
  const trimmed = z.string({ error: `${options.label} must be text.` }).trim();
  return (options.required ? trimmed.min(1, options.required) : trimmed)
    .max(options.max, `${options.label} can be at most ${options.max.toLocaleString('en-CA')} characters.`)
    .refine(
      (value) => !hasControlCharacters(value, { allowLineBreaks: true }),
      `${options.label} contains characters we cannot store.`,
    );
}

export const ContactDetails = z
  .strictObject({
    cardAppliedFor: boundedText({ label: 'The card name', max: 200 }).optional(),
    applicationDate: z.iso
      .date({ error: 'Enter the date as YYYY-MM-DD.' })
      .optional()
      .describe('Approximate date the visitor applied for the card (GeniusCash questions)'),
    pageUrl: boundedText({ label: 'The page address', max: 2000 }).optional(),
    expected: boundedText({ label: 'What you expected', max: 5000 }).optional(),
  })
  .describe('Extra fields of the GeniusCash and bug-report variants of the form');
export type ContactDetails = z.infer<typeof ContactDetails>;

export const ContactMessageRequest = z
  .strictObject({
    name: boundedText({ label: 'Your name', max: 100, required: FIELD_MESSAGES.nameRequired }),
    email: z
      .email({ error: 'Enter an email address like name@example.ca.' })
      .max(254, 'An email address can be at most 254 characters.'),
    topic: ContactTopic,
    message: boundedText({ label: 'Your message', max: CONTACT_MESSAGE_MAX_LENGTH, required: 'Write your message.' }),
    details: ContactDetails.optional(),
    captchaCode: CaptchaCode,
  })
  .meta({ id: 'ContactMessageRequest' });
export type ContactMessageRequest = z.input<typeof ContactMessageRequest>;

export const ContactMessageResponse = z.object({ received: z.literal(true) }).meta({ id: 'ContactMessageResponse' });

export const sendContactMessage = defineEndpoint({
  id: 'sendContactMessage',
  method: 'post',
  path: '/contact/message',
  tag: 'Contact',
  access: 'public',
  summary: 'Send a message to the team',
  description:
    'Stores the message for the team to answer by email, once the captcha is solved. Answers 400 naming each field to fix, 429 past the limits (per address, per sender and site-wide); 201 once it is stored.',
  request: { body: ContactMessageRequest },
  responses: { 201: ContactMessageResponse },
});
