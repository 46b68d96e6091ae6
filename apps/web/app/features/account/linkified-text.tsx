import { linkifyText } from './linkify';

/** Plain text with its web addresses as links; rendered as React text, so no HTML in it ever runs. */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {linkifyText(text).map((part, index) =>
        part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
          <a key={index} href={part.href} className="break-all font-medium text-brand-700 underline">
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
