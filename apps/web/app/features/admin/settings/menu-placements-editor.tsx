import type { SiteSettingsView } from '@cardgenius/core/contract';
import { useState } from 'react';
import { Form } from 'react-router';
import { TEXT_LINK_CLASS } from '../../../components/ui/form-styles';
import { ResetForm, SaveButton, SectionIntro, SelectField } from './settings-parts';

const ORDINALS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth'];

/**
 * The menu's card reviews (shell-and-browsing §2.7: the Reviews column lists the menu placements): the
 * best-rated cards for the default profile, unless staff pin cards at the top. Each place is a card
 * chosen from the listed ones, or left to the rating.
 */
export function MenuPlacementsEditor({
  view,
  fields,
}: {
  view: SiteSettingsView['menuPlacements'];
  fields: Record<string, string>;
}) {
  const [places, setPlaces] = useState(() =>
    Array.from({ length: view.count }, (_, place) => view.pinned[place] ?? ''),
  );
  /** The API names a pinned card by its place among those sent: the empty places are not. */
  const errorOf = (place: number) => {
    if (places[place] === '') return undefined;
    const sent = places.slice(0, place).filter((slug) => slug !== '').length;
    return fields[`pinned.${sent}`];
  };
  const options = [
    { value: '', label: 'Best rated (not pinned)' },
    ...view.cards.map((card) => ({ value: card.slug, label: card.name })),
  ];
  return (
    <div className="space-y-6">
      <SectionIntro title="Menu card reviews" storedAt={view.storedAt}>
        <p>
          The main menu’s Reviews column lists {view.count} card reviews. Without pins they are the best-rated cards for
          the default profile; pin cards to put them first, in your order. A pinned card that is later hidden or
          discontinued drops out by itself.
        </p>
      </SectionIntro>
      <div className="grid gap-6 lg:grid-cols-2">
        <Form method="post" className="space-y-4" noValidate>
          <input type="hidden" name="intent" value="menu-placements" />
          <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
            <legend className="px-1 font-semibold text-slate-900">Pinned cards</legend>
            {places.map((slug, place) => (
              <SelectField
                // biome-ignore lint/suspicious/noArrayIndexKey: the places are fixed, one per index.
                key={place}
                label={`${ORDINALS[place] ?? `Place ${place + 1}`} place`}
                name="pinned"
                value={slug}
                onValue={(value) => setPlaces((was) => was.map((other, at) => (at === place ? value : other)))}
                options={options}
                error={errorOf(place)}
              />
            ))}
            {fields.pinned ? <p className="font-medium text-red-700 text-sm">{fields.pinned}</p> : null}
          </fieldset>
          <p className="text-slate-600 text-sm">Empty places are skipped: the cards below them move up.</p>
          <SaveButton label="Save the menu’s card reviews" />
        </Form>
        <section aria-labelledby="menu-now" className="rounded-xl border border-slate-200 bg-white p-4">
          <h3 id="menu-now" className="font-semibold text-slate-900">
            The menu lists now
          </h3>
          <ol className="mt-2 list-decimal space-y-1 pl-6 text-slate-800 text-sm">
            {view.placements.map((placement) => (
              <li key={placement.slug}>
                <a href={placement.link} className={TEXT_LINK_CLASS}>
                  {placement.name}
                </a>
                {view.pinned.includes(placement.slug) ? <span className="text-slate-600"> (pinned)</span> : null}
              </li>
            ))}
          </ol>
        </section>
      </div>
      {view.storedAt ? <ResetForm setting="menu-placements" what="menu (best rated only)" /> : null}
    </div>
  );
}
