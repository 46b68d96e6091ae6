import type { HelloBar, HelloBarVariation, SiteSettingsView } from '@cardgenius/core/contract';
import { contrastRatio, MINIMUM_TEXT_CONTRAST } from '@cardgenius/core/rules';
import { type ReactNode, useState } from 'react';
import { Form } from 'react-router';
import { CheckboxField, TextField } from '../../../components/ui/form-fields';
import { errorAt, type HelloBarDraft, helloBarDraft, previewBar } from './settings-form';
import { ResetForm, SaveButton, SectionIntro, SelectField } from './settings-parts';

/**
 * Draws the bar as the site does: the route hands the editor the site's own hello bar, so the preview is
 * exactly what visitors see.
 */
export type HelloBarPreview = (bar: HelloBar, variation: HelloBarVariation, label: string) => ReactNode;

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 font-semibold text-slate-900">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** How readable one pair of colours is, said as staff can act on it. */
function Contrast({ text, background, what }: { text: string; background: string; what: string }) {
  const ratio = contrastRatio(text, background);
  if (ratio === null) return null;
  const readable = ratio >= MINIMUM_TEXT_CONTRAST;
  return (
    <p className={`text-sm sm:col-span-2 ${readable ? 'text-slate-700' : 'font-medium text-red-700'}`}>
      {what}: contrast {ratio.toFixed(1)}:1{' '}
      {readable ? '(readable)' : `(too low: at least ${MINIMUM_TEXT_CONTRAST}:1 is needed)`}
    </p>
  );
}

/** A colour typed as hex, with a picker beside it for the same value. */
function ColourField({
  label,
  name,
  value,
  onValue,
  error,
}: {
  label: string;
  name: string;
  value: string;
  onValue: (value: string) => void;
  error: string | undefined;
}) {
  const hex = /^#[0-9a-f]{6}$/i.test(value) ? value : '#000000';
  return (
    <div className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <TextField
          look="compact"
          label={label}
          name={name}
          value={value}
          onValue={onValue}
          error={error}
          spellCheck={false}
          autoComplete="off"
        />
      </div>
      <input
        type="color"
        value={hex}
        onChange={(event) => onValue(event.target.value)}
        aria-label={`Pick ${label.toLowerCase()}`}
        className={`h-10 w-12 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-1 ${error ? 'mb-7' : ''}`}
      />
    </div>
  );
}

/**
 * The hello bar's every field (shell-and-browsing §3), with the site's own bar drawn above them as the
 * fields change: Option A, and Option B when the A/B variation has wording of its own.
 */
export function HelloBarEditor({
  view,
  fields,
  preview,
}: {
  view: SiteSettingsView['helloBar'];
  fields: Record<string, string>;
  preview: HelloBarPreview;
}) {
  const [draft, setDraft] = useState<HelloBarDraft>(() => helloBarDraft(view.value, view.defaultValue));
  const set =
    <K extends keyof HelloBarDraft>(key: K) =>
    (value: HelloBarDraft[K]) =>
      setDraft((was) => ({ ...was, [key]: value }));
  const error = (field: string) => errorAt(fields, `helloBar.${field}`);
  const bar = previewBar(draft);
  const text = (field: keyof HelloBarDraft & string, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      look="compact"
      label={label}
      name={`helloBar.${field}`}
      value={draft[field] as string}
      onValue={set(field) as (value: string) => void}
      error={error(field)}
      autoComplete="off"
      {...extra}
    />
  );
  return (
    <div className="space-y-6">
      <SectionIntro title="Hello bar" storedAt={view.storedAt}>
        <p>
          The banner above every page’s header. Each page view shows Option A or Option B at random and records which;
          Option B uses its own words when you write them below.
        </p>
      </SectionIntro>
      {/* On a wide screen the preview stays in view while the fields below it change. */}
      <div className="space-y-3 bg-slate-50 pb-2 lg:sticky lg:top-0 lg:z-10 lg:pt-2">
        <h3 className="font-semibold text-slate-900">Preview</h3>
        {draft.shown ? (
          <>
            <PreviewFrame label={draft.optionBOn ? 'Option A' : 'As visitors see it'}>
              {preview(bar, 'Option A', 'Preview of the hello bar, Option A')}
            </PreviewFrame>
            {draft.optionBOn ? (
              <PreviewFrame label="Option B">
                {preview(bar, 'Option B', 'Preview of the hello bar, Option B')}
              </PreviewFrame>
            ) : null}
            <p className="text-slate-600 text-sm">
              The side images show on screens 768 pixels wide and wider; the copy image from 640.
            </p>
          </>
        ) : (
          <p className="rounded-md border border-slate-300 border-dashed bg-white px-3 py-4 text-slate-700 text-sm">
            The hello bar is off: pages show no banner.
          </p>
        )}
      </div>
      <Form method="post" className="space-y-6" noValidate>
        <input type="hidden" name="intent" value="hello-bar" />
        <CheckboxField
          id="hello-bar-shown"
          name="helloBar.shown"
          look="compact"
          checked={draft.shown}
          onChecked={set('shown')}
        >
          Show the hello bar on every page
        </CheckboxField>
        <Group legend="Words">
          {text('name', 'Name (for staff and reports; visitors do not see it)')}
          {text('ctaCopy', 'Call to action')}
          <div className="sm:col-span-2">
            {text('copy', 'Copy', {
              multiline: true,
              rows: 3,
              hint: 'Plain text; wrap words in <strong>…</strong> or <em>…</em> for emphasis.',
            })}
          </div>
        </Group>
        <Group legend="Link">
          <SelectField
            label="Link type"
            name="helloBar.ctaLinkType"
            value={draft.ctaLinkType}
            onValue={(value) => set('ctaLinkType')(value === 'External' ? 'External' : 'Internal')}
            options={[
              { value: 'Internal', label: 'Internal: a page of this site' },
              { value: 'External', label: 'External: another site' },
            ]}
            error={error('ctaLinkType')}
          />
          {text(
            'ctaLink',
            draft.ctaLinkType === 'Internal' ? 'Link (a path, like /credit-card-quiz)' : 'Link (https://…)',
          )}
          <div className="sm:col-span-2">
            <CheckboxField
              id="hello-bar-new-tab"
              name="helloBar.ctaNewTab"
              look="compact"
              checked={draft.ctaNewTab}
              onChecked={set('ctaNewTab')}
              error={error('ctaNewTab')}
            >
              Open an external link in a new tab
            </CheckboxField>
          </div>
        </Group>
        <Group legend="Colours">
          <ColourField
            label="Background colour"
            name="helloBar.backgroundColor"
            value={draft.backgroundColor}
            onValue={set('backgroundColor')}
            error={error('backgroundColor')}
          />
          <ColourField
            label="Copy colour"
            name="helloBar.copyColor"
            value={draft.copyColor}
            onValue={set('copyColor')}
            error={error('copyColor')}
          />
          <Contrast text={draft.copyColor} background={draft.backgroundColor} what="Copy on the background" />
          <ColourField
            label="Call to action colour"
            name="helloBar.ctaBackgroundColor"
            value={draft.ctaBackgroundColor}
            onValue={set('ctaBackgroundColor')}
            error={error('ctaBackgroundColor')}
          />
          <ColourField
            label="Call to action text colour"
            name="helloBar.ctaFontColor"
            value={draft.ctaFontColor}
            onValue={set('ctaFontColor')}
            error={error('ctaFontColor')}
          />
          <Contrast text={draft.ctaFontColor} background={draft.ctaBackgroundColor} what="Call to action" />
        </Group>
        <Group legend="Images">
          <div className="sm:col-span-2">
            {text('copyImage', 'Copy image (optional)', {
              hint: 'A small image before the copy: a path on this site (/images/…) or an https:// address.',
            })}
          </div>
          {text('imageLeft', 'Left image (optional)')}
          {text('imageLeftAltText', 'Left image description', {
            hint: 'For readers who cannot see it; empty when it is decoration.',
          })}
          {text('imageLeftTop', 'Left image: pixels from the top', { type: 'number', inputMode: 'numeric' })}
          {text('imageLeftWidth', 'Left image: width in pixels', { type: 'number', inputMode: 'numeric', min: 0 })}
          <div className="sm:col-span-2">{text('imageRight', 'Right image (optional, decoration)')}</div>
          {text('imageRightTop', 'Right image: pixels from the top', { type: 'number', inputMode: 'numeric' })}
          {text('imageRightWidth', 'Right image: width in pixels', { type: 'number', inputMode: 'numeric', min: 0 })}
        </Group>
        <fieldset className="rounded-xl border border-slate-200 bg-white p-4">
          <legend className="px-1 font-semibold text-slate-900">A/B variation</legend>
          <CheckboxField
            id="hello-bar-option-b"
            name="helloBar.optionB.on"
            look="compact"
            checked={draft.optionBOn}
            onChecked={set('optionBOn')}
          >
            Give Option B words of its own (otherwise both options show the bar above)
          </CheckboxField>
          {draft.optionBOn ? (
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <div className="sm:col-span-2">
                <TextField
                  look="compact"
                  multiline
                  rows={2}
                  label="Option B copy"
                  name="helloBar.optionB.copy"
                  value={draft.optionBCopy}
                  onValue={set('optionBCopy')}
                  error={error('optionB.copy')}
                />
              </div>
              <TextField
                look="compact"
                label="Option B call to action"
                name="helloBar.optionB.ctaCopy"
                value={draft.optionBCtaCopy}
                onValue={set('optionBCtaCopy')}
                error={error('optionB.ctaCopy')}
                autoComplete="off"
              />
            </div>
          ) : null}
        </fieldset>
        <SaveButton label="Save the hello bar" />
      </Form>
      {view.storedAt ? <ResetForm setting="hello-bar" what="hello bar" /> : null}
    </div>
  );
}

/** One preview: the bar as wide as the page allows, named by what it shows. Nothing in it can be clicked. */
function PreviewFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <figure className="overflow-hidden rounded-lg border border-slate-300 bg-white">
      <figcaption className="border-slate-200 border-b px-3 py-1.5 font-medium text-slate-700 text-xs">
        {label}
      </figcaption>
      <div inert>{children}</div>
    </figure>
  );
}
