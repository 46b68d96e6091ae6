import { COMPONENT_KEYS, RATING_CONFIG } from '@cardgenius/core/rating';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { STACKED_BODY, STACKED_HEAD, STACKED_ROW, STACKED_TABLE } from '../../components/ui/stacked-table';

type Components = typeof RATING_CONFIG.components;

// On a phone a row stacks: the component, its two figures side by side, then how it is scored.
const NUMBER_CELL = 'row-start-2 sm:text-right';

/** Each component: what it measures, its base weight, its default slider and its anchors. */
export function ComponentTable() {
  return (
    <HorizontalScroll label="Rating components" className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className={`${STACKED_TABLE} text-left text-sm sm:min-w-[640px]`}>
        <caption className="sr-only">Rating components, weights and anchors</caption>
        <thead className={`bg-slate-100 text-slate-700 ${STACKED_HEAD}`}>
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
        <tbody className={STACKED_BODY}>
          {COMPONENT_KEYS.map((key) => {
            const component: Components[typeof key] = RATING_CONFIG.components[key];
            return (
              <tr key={key} className={`${STACKED_ROW} grid-cols-2`}>
                <th scope="row" className="col-span-2 font-medium">
                  {component.label}
                </th>
                <td className="col-span-2 row-start-3 text-slate-700">{component.explanation}</td>
                <td className={`${NUMBER_CELL} col-start-1`} data-label="Base weight">
                  {component.baseWeight}
                </td>
                <td className={`${NUMBER_CELL} col-start-2`} data-label="Default slider">
                  {RATING_CONFIG.sliders.defaults[key]}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </HorizontalScroll>
  );
}
