import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckboxField, FieldShell, TextField } from './form-fields';
import { INPUT_CLASS, LIGHT_INPUT_CLASS } from './form-styles';

const ignore = () => {};

/** The attributes of the first element with this tag, by name. */
function attributesOf(html: string, tag: string): Record<string, string> {
  const element = new RegExp(`<${tag}\\b([^>]*)>`).exec(html)?.[1] ?? '';
  return Object.fromEntries([...element.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
}

describe('the text field', () => {
  it('ties its label, hint and error to the input and marks it invalid only with an error', () => {
    const valid = renderToStaticMarkup(
      <TextField id="email" label="Email" hint="We never share it." value="" onValue={ignore} />,
    );
    expect(valid).toContain('<label for="email" class="font-semibold text-slate-900">Email</label>');
    expect(attributesOf(valid, 'input')).toMatchObject({
      id: 'email',
      'aria-describedby': 'email-hint',
      class: INPUT_CLASS,
    });
    expect(attributesOf(valid, 'input')['aria-invalid']).toBeUndefined();

    const invalid = renderToStaticMarkup(
      <TextField
        id="email"
        label="Email"
        hint="We never share it."
        error="Enter an email."
        value=""
        onValue={ignore}
      />,
    );
    expect(attributesOf(invalid, 'input')).toMatchObject({
      'aria-invalid': 'true',
      'aria-describedby': 'email-error email-hint',
    });
    expect(invalid).toContain('<p id="email-error" class="mt-1 font-medium text-red-700 text-sm">Enter an email.</p>');
  });

  it('describes the input by content below it and by elements elsewhere', () => {
    const html = renderToStaticMarkup(
      <TextField
        id="password"
        label="Password"
        error="Too short."
        describedBy="elsewhere"
        after={{ id: 'password-checklist', content: <ul id="password-checklist" /> }}
        value=""
        onValue={ignore}
      />,
    );
    expect(attributesOf(html, 'input')['aria-describedby']).toBe('password-error elsewhere password-checklist');
    expect(html.indexOf('password-error"')).toBeLessThan(html.indexOf('<ul id="password-checklist"'));
  });

  it('on the member pages, has a smaller label, a lighter border and reads the hint before the error', () => {
    const html = renderToStaticMarkup(
      <TextField
        look="compact"
        id="pw"
        label="Your password"
        hint="To confirm it is you."
        error="Wrong."
        name="password"
      />,
    );
    expect(html).toContain('<label for="pw" class="font-semibold text-slate-900 text-sm">');
    expect(attributesOf(html, 'input')).toMatchObject({
      class: LIGHT_INPUT_CLASS,
      'aria-describedby': 'pw-hint pw-error',
    });
  });

  it('names its own id when not given one', () => {
    const html = renderToStaticMarkup(<TextField label="Your name" name="name" hint="As on your card." />);
    const { id, 'aria-describedby': describedBy } = attributesOf(html, 'input');
    expect(id).toBeTruthy();
    expect(html).toContain(`<label for="${id}"`);
    expect(describedBy).toBe(`${id}-hint`);
  });

  it('is uncontrolled with a default value and a name, as a form the browser posts', () => {
    const html = renderToStaticMarkup(<TextField id="name" name="name" label="Name" defaultValue="Sam" />);
    expect(attributesOf(html, 'input')).toMatchObject({ name: 'name', value: 'Sam' });
  });

  it('is a text area when multiline', () => {
    const html = renderToStaticMarkup(
      <TextField
        look="light-border"
        id="message"
        name="message"
        label="Message"
        multiline
        rows={5}
        defaultValue="Hi"
      />,
    );
    expect(html).not.toContain('<input');
    expect(attributesOf(html, 'textarea')).toMatchObject({ id: 'message', name: 'message', rows: '5' });
    expect(html).toContain('>Hi</textarea>');
  });
});

describe('the field shell', () => {
  it('wires any control to its label, hint and error', () => {
    const html = renderToStaticMarkup(
      <FieldShell id="topic" label="Topic" hint="Pick one." error="Choose a topic.">
        {(describedBy) => <select id="topic" aria-describedby={describedBy} />}
      </FieldShell>,
    );
    expect(attributesOf(html, 'select')['aria-describedby']).toBe('topic-error topic-hint');
  });
});

describe('the checkbox field', () => {
  it('puts its label beside the box and its error below, tied to it', () => {
    const html = renderToStaticMarkup(
      <CheckboxField id="terms" checked={false} onChecked={ignore} error="Agree to continue.">
        I agree
      </CheckboxField>,
    );
    expect(attributesOf(html, 'input')).toMatchObject({
      type: 'checkbox',
      'aria-invalid': 'true',
      'aria-describedby': 'terms-error',
      class: 'mt-1 h-5 w-5 shrink-0 accent-brand-700',
    });
    expect(html).toContain('<label for="terms" class="text-slate-800">I agree</label>');
    expect(html).toContain('<p id="terms-error" class="mt-1 ml-8 font-medium text-red-700 text-sm">');
  });

  it('is uncontrolled with a name, in the member pages’ smaller size', () => {
    const html = renderToStaticMarkup(
      <CheckboxField look="compact" id="agree" name="terms" required>
        I agree
      </CheckboxField>,
    );
    const input = attributesOf(html, 'input');
    expect(input).toMatchObject({ name: 'terms', class: 'mt-1 h-4 w-4 shrink-0' });
    expect(input.checked).toBeUndefined();
    expect(input['aria-describedby']).toBeUndefined();
  });
});
