import { NEWSLETTER_FACTS } from '../../lib/newsletter-facts';

const SECTIONS = ['Offers worth acting on', 'Card news', 'Ways to earn more'] as const;

/**
 * A picture of what the visitor signs up for, drawn in CSS (no image to load): an issue of the
 * newsletter, with the sections every issue has (the newsletter page describes them).
 */
export function NewsletterPreview({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`flex aspect-[3/4] flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xl ${className}`}
    >
      <div className="bg-brand-700 px-3 py-2 text-white">
        <span className="block font-bold text-sm leading-tight">The newsletter</span>
        <span className="block text-white text-xs leading-tight">{NEWSLETTER_FACTS.frequency}</span>
      </div>
      <ul className="flex flex-1 flex-col justify-around gap-2 p-3">
        {SECTIONS.map((section) => (
          <li key={section}>
            <span className="block font-semibold text-[11px] text-slate-900 leading-tight">{section}</span>
            <span className="mt-1 block h-1.5 w-full rounded bg-slate-200" />
            <span className="mt-1 block h-1.5 w-2/3 rounded bg-slate-200" />
          </li>
        ))}
      </ul>
    </div>
  );
}
