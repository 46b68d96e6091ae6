import type { CardRating } from '@cardgenius/core/contract';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';

/** "Why this rank": each component's score, weight and share of the rating. */
export function RatingBreakdown({ rating }: { rating: CardRating }) {
  const counted = rating.breakdown.components.filter((component) => component.weight > 0);
  return (
    <HorizontalScroll label="Rating breakdown">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">How the rating of {rating.rating.toFixed(1)} is made</caption>
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Component
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Score (0–5)
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Weight
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-semibold">
              Adds to the rating
            </th>
          </tr>
        </thead>
        <tbody>
          {counted.map((component) => (
            <tr key={component.key} className="border-slate-100 border-t">
              <th scope="row" className="py-2 pr-3 font-medium">
                {component.label}
                {component.estimated ? (
                  <span className="ml-2 font-normal text-amber-800 text-xs">estimated</span>
                ) : null}
              </th>
              <td className="px-3 py-2 text-right">{component.score.toFixed(1)}</td>
              <td className="px-3 py-2 text-right">{component.weight}</td>
              <td className="py-2 pl-3 text-right">{component.contribution.toFixed(2)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-slate-300 border-t font-semibold">
            <th scope="row" className="py-2 pr-3">
              Rating
            </th>
            <td colSpan={3} className="py-2 pl-3 text-right">
              {rating.rating.toFixed(1)}
            </td>
          </tr>
        </tfoot>
      </table>
      {counted.some((component) => component.estimated) ? (
        <p className="mt-2 text-slate-600 text-xs">
          Estimated: a figure we do not know, taken from similar cards of the same issuer and tier.
        </p>
      ) : null}
    </HorizontalScroll>
  );
}
