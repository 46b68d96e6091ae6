import { formatNumber } from '../../lib/format';

/** Fewer readers than this reads as a warning, not a reason to trust the site: the figure is left out. */
const NEWSLETTER_READERS_SHOWN_FROM = 1_000;

/** The figures the home page shows, each one the site can stand behind. */
export interface TrustFigures {
  cardCount: number;
  dataPoints: number;
  categories: number;
  newsletterSubscribers: number;
}

export function trustItems(figures: TrustFigures): { value: string; label: string }[] {
  const items = [
    { value: formatNumber(figures.cardCount), label: 'cards compared' },
    { value: `${formatNumber(figures.dataPoints)}+`, label: 'data points per card' },
    { value: formatNumber(figures.categories), label: 'best-card categories' },
  ];
  if (figures.newsletterSubscribers >= NEWSLETTER_READERS_SHOWN_FROM) {
    items.push({ value: formatNumber(figures.newsletterSubscribers), label: 'newsletter readers' });
  }
  return items;
}

export function TrustStats({ figures }: { figures: TrustFigures }) {
  const items = trustItems(figures);
  return (
    <section aria-labelledby="trust-heading" className="border-slate-200 border-b bg-white">
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="trust-heading" className="sr-only">
          The site in figures
        </h2>
        <dl className={`grid gap-4 text-center ${items.length === 3 ? 'grid-cols-3' : 'grid-cols-2 md:grid-cols-4'}`}>
          {items.map((item) => (
            <div key={item.label} className="flex flex-col">
              <dt className="text-slate-600 text-sm">{item.label}</dt>
              <dd className="order-first font-bold text-2xl text-brand-700 sm:text-3xl">{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
