import { REGIONS, SITE_REGION } from '@cardgenius/core/rules';

const PILL = 'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm';
const CODE = 'rounded bg-slate-700 px-1 font-semibold text-[11px] text-white uppercase tracking-wide';

/**
 * The region (shell-and-browsing §1): this is the ca site; the U.S. site, when configured, is a link
 * away. Regions are named in words beside their code, not by flag images.
 */
export function RegionChoice({ usSiteUrl }: { usSiteUrl: string | null }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span id="region-label" className="text-sm">
        Region
      </span>
      <ul aria-labelledby="region-label" className="flex flex-wrap gap-2">
        <li>
          <span aria-current="true" className={`${PILL} border-white text-white`}>
            <span className={CODE}>{SITE_REGION}</span>
            {REGIONS[SITE_REGION].name}
          </span>
        </li>
        {usSiteUrl ? (
          <li>
            <a
              href={usSiteUrl}
              hrefLang="en-US"
              className={`${PILL} border-slate-500 text-slate-200 hover:border-white hover:text-white`}
            >
              <span className={CODE}>us</span>
              {REGIONS.us.name}
              <span className="sr-only"> (our U.S. site)</span>
            </a>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
