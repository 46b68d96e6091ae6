import type { SiteStats } from '@cardgenius/core/contract';
import { formatNumber } from '../../lib/format';

export function TrustStats({ stats }: { stats: SiteStats }) {
  const items = [
    { value: `${formatNumber(stats.dataPoints)}+`, label: 'data points per card' },
    { value: formatNumber(stats.categories), label: 'best-card categories' },
    { value: formatNumber(stats.newsletterSubscribers), label: 'newsletter readers' },
    { value: formatNumber(stats.monthlyPageviews), label: 'monthly page views' },
  ];
  return (
    <section aria-labelledby="trust-heading" className="border-slate-200 border-b bg-white">
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="trust-heading" className="sr-only">
          The site in figures
        </h2>
        <dl className="grid grid-cols-2 gap-6 text-center md:grid-cols-4">
          {items.map((item) => (
            <div key={item.label}>
              <dt className="text-slate-600 text-sm">{item.label}</dt>
              <dd className="order-first font-bold text-2xl text-brand-700 sm:text-3xl">{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
