import '../zod-setup';
import { z } from 'zod';
import { isPersonName, PERSON_NAME_MAX_LENGTH } from '../rules/text-input';
import { FIELD_MESSAGES } from './names';

/**
 * A person's name as the forms take it (register, account, newsletter): letters with spaces, hyphens
 * and apostrophes between them. Names go into emails, so nothing else is accepted.
 */
export const PersonName = z
  .string({ error: FIELD_MESSAGES.nameRequired })
  .trim()
  .min(1, FIELD_MESSAGES.nameRequired)
  .max(PERSON_NAME_MAX_LENGTH, `A name can be at most ${PERSON_NAME_MAX_LENGTH} characters.`)
  .refine(isPersonName, 'Enter your name in letters, with spaces, hyphens or apostrophes between the parts.');

const CAPTCHA_MAX_LENGTH = 4000;

/** The solved ALTCHA payload of a form protected by the captcha (GET /captcha/challenge). */
export const CaptchaCode = z
  .string({ error: 'Complete the captcha.' })
  .min(1, 'Complete the captcha.')
  .max(CAPTCHA_MAX_LENGTH, 'The captcha answer is not valid. Please try again.');

/** A list's page number (`page=`), from 1. */
export const PageNumber = z.coerce
  .number({ error: 'The page is a whole number from 1.' })
  .int('The page is a whole number from 1.')
  .min(1, 'The page is a whole number from 1.')
  .max(10_000, 'There are not that many pages.');
