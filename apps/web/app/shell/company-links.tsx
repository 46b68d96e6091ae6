import type { CompanyLinks } from '@cardgenius/core';

const BUTTON =
  'inline-flex flex-col rounded-lg border border-slate-500 bg-black px-3 py-1.5 leading-tight text-white hover:border-white';

/** The site's own social accounts, as configured (SOCIAL_LINKS); nothing when there are none. */
export function SocialLinks({ links }: { links: CompanyLinks['socialLinks'] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-labelledby="follow-us" className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <h2 id="follow-us" className="text-slate-300">
        Follow us
      </h2>
      <ul className="flex flex-wrap gap-x-4 gap-y-2">
        {links.map((link) => (
          <li key={link.url}>
            <a href={link.url} rel="me noopener" className="font-semibold text-white hover:underline">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The companion app's store buttons (appStoreButtons flag), each only when its URL is configured. */
export function AppStoreButtons({ stores }: { stores: CompanyLinks['appStores'] }) {
  if (!stores.appStore && !stores.googlePlay) return null;
  return (
    <ul aria-label="Get the app" className="flex flex-wrap gap-3">
      {stores.appStore ? (
        <li>
          <a href={stores.appStore} rel="noopener" className={BUTTON}>
            <span className="text-[11px]">Download on the</span>
            <span className="font-semibold">App Store</span>
          </a>
        </li>
      ) : null}
      {stores.googlePlay ? (
        <li>
          <a href={stores.googlePlay} rel="noopener" className={BUTTON}>
            <span className="text-[11px]">Get it on</span>
            <span className="font-semibold">Google Play</span>
          </a>
        </li>
      ) : null}
    </ul>
  );
}

/** The corporate address (corporateAddress flag), when one is configured. */
export function CorporateAddress({ brandName, lines }: { brandName: string; lines: string[] | null }) {
  if (!lines || lines.length === 0) return null;
  return (
    <address className="not-italic">
      {brandName}
      {lines.map((line) => (
        <span key={line}>
          <br />
          {line}
        </span>
      ))}
    </address>
  );
}
