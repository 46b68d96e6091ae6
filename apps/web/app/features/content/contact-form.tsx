import type { ContactTopic } from '@cardgenius/core/contract';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_TOPICS } from '@cardgenius/core/contract/names';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { Captcha, type CaptchaHandle } from '../../components/ui/captcha';
import { FieldShell, TextField } from '../../components/ui/form-fields';
import { LIGHT_INPUT_CLASS } from '../../components/ui/form-styles';
import {
  CONTACT_TOPIC_LABELS,
  type ContactField,
  type ContactFormValues,
  type ContactVariant,
  contactFieldErrors,
} from './contact-form-values';

/** What the contact page's action answers. */
export type ContactResult =
  | { status: 'sent'; email: string }
  | { status: 'invalid'; fields: Record<string, string>; values: ContactFormValues }
  | { status: 'limited'; message: string; values: ContactFormValues }
  | { status: 'failed'; values: ContactFormValues };

const NO_ERRORS: ReturnType<typeof contactFieldErrors> = { byField: {}, other: [] };

/** The contact form, or once the message is stored, the confirmation that replaces it. */
export function ContactForm({
  variant,
  topic,
  pageUrl,
  result,
}: {
  variant: ContactVariant;
  /** The topic selected when the page opens. */
  topic: ContactTopic;
  /** A page address to start the bug report with (the page the visitor came from). */
  pageUrl: string;
  result: ContactResult | undefined;
}) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const [solving, setSolving] = useState(false);
  const sending = navigation.state === 'submitting' || solving;
  const formRef = useRef<HTMLFormElement>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const captcha = useRef<CaptchaHandle>(null);

  // After an answer, move focus to what changed: the first field to fix, or the confirmation. A solved
  // captcha is accepted once, so any answer but 'sent' needs a new one.
  useEffect(() => {
    if (result?.status === 'sent') confirmationRef.current?.focus();
    else if (result) {
      captcha.current?.reload();
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus();
    }
  }, [result]);

  /** The captcha's payload joins the form (solving first if it is not done); without it nothing is sent. */
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSolving(true);
    const payload = await captcha.current?.payload();
    setSolving(false);
    if (!payload) return;
    const data = new FormData(form);
    data.set('captchaCode', payload);
    void submit(data, { method: 'post' });
  };

  if (result?.status === 'sent') {
    return (
      <div className="mt-8 rounded-lg border border-emerald-200 bg-emerald-50 p-6">
        <h2 ref={confirmationRef} tabIndex={-1} className="font-bold text-emerald-900 text-xl">
          Thanks, your message has reached us
        </h2>
        <p className="mt-2 text-slate-800">
          A member of our team reads every message. We aim to answer within two business days, by email to{' '}
          <strong>{result.email}</strong>.
        </p>
      </div>
    );
  }

  const values = result?.values;
  const { byField, other } = result?.status === 'invalid' ? contactFieldErrors(result.fields) : NO_ERRORS;
  const captchaError = result?.status === 'invalid' ? result.fields.captchaCode : undefined;
  const formErrors =
    result?.status === 'failed'
      ? ['We could not send your message just now. Please try again in a few minutes.']
      : result?.status === 'limited'
        ? [`We have received several messages from you already. ${result.message}`]
        : other.filter((message) => message !== captchaError);
  const field = (name: ContactField) => ({
    name,
    id: `contact-${name}`,
    defaultValue: values?.[name] ?? '',
    error: byField[name],
    look: 'light-border' as const,
  });

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="mt-8 space-y-5 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      {formErrors.length > 0 ? (
        <div role="alert" tabIndex={-1} className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
          {formErrors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field('name')} label="Your name" type="text" autoComplete="name" maxLength={100} required />
        <TextField
          {...field('email')}
          label="Email address"
          type="email"
          autoComplete="email"
          maxLength={254}
          required
        />
      </div>

      <FieldShell id="contact-topic" label="Topic" error={byField.topic} look="light-border">
        {(describedBy) => (
          <select
            id="contact-topic"
            name="topic"
            defaultValue={values?.topic || topic}
            required
            aria-invalid={byField.topic ? true : undefined}
            aria-describedby={describedBy}
            className={LIGHT_INPUT_CLASS}
          >
            {CONTACT_TOPICS.map((value) => (
              <option key={value} value={value}>
                {CONTACT_TOPIC_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </FieldShell>

      {variant === 'geniuscash' ? (
        <>
          <TextField
            {...field('cardAppliedFor')}
            label="Card you applied for (optional)"
            type="text"
            maxLength={200}
            autoComplete="off"
          />
          <div className="sm:max-w-xs">
            <TextField
              {...field('applicationDate')}
              label="When you applied (optional)"
              type="date"
              hint="An approximate date is fine."
            />
          </div>
        </>
      ) : null}

      {variant === 'bug' ? (
        <TextField
          {...field('pageUrl')}
          defaultValue={values?.pageUrl ?? pageUrl}
          label="Page address (optional)"
          type="text"
          inputMode="url"
          maxLength={2000}
          hint="The address of the page where it happened, for example /credit-cards."
        />
      ) : null}

      <TextField
        {...field('message')}
        label={variant === 'bug' ? 'What happened?' : 'Your message'}
        multiline
        rows={variant === 'bug' ? 5 : 7}
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        hint="Please never include a card number, a password or a sign-in code."
        required
      />

      {variant === 'bug' ? (
        <TextField
          {...field('expected')}
          label="What did you expect to happen? (optional)"
          multiline
          rows={3}
          maxLength={5000}
        />
      ) : null}

      <div>
        <p className="mb-2 font-semibold text-slate-900">Security check</p>
        <Captcha ref={captcha} id="contact-captcha" error={captchaError} />
        <noscript>
          <p className="mt-1 text-slate-700 text-sm">
            The security check needs JavaScript, which is off in this browser. Turn it on to send this form.
          </p>
        </noscript>
      </div>

      <button
        type="submit"
        disabled={sending}
        className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900 disabled:opacity-70"
      >
        {sending ? 'Sending…' : 'Send message'}
      </button>
    </Form>
  );
}
