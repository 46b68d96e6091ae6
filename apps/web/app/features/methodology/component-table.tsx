import { COMPONENT_KEYS, RATING_CONFIG } from '@cardgenius/core/rating';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';

type Components = typeof RATING_CONFIG.components;

/** Each component: what it measures, its base weight, its default slider and its anchors. */
export function ComponentTable() {
  return (
    <HorizontalScroll label="Rating components" className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[640px] text-left text-sm">
        <caption className="sr-only">Rating components, weights and anchors</caption>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Component
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              How it is scored
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Base weight
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Default slider
            </th>
          </tr>
        </thead>
        <tbody>
          {COMPONENT_KEYS.map((key) => {
            const component: Components[typeof key] = RATING_CONFIG.components[key];
            return (
              <tr key={key} className="border-slate-100 border-t align-top">
                <th scope="row" className="px-3 py-2 font-medium">
                  {component.label}
                </th>
                <td className="px-3 py-2 text-slate-700">{component.explanation}</td>
                <td className="px-3 py-2 text-right">{component.baseWeight}</td>
                <td className="px-3 py-2 text-right">{RATING_CONFIG.sliders.defaults[key]}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </HorizontalScroll>
  );
}
