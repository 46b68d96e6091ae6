import type { HelloBar as HelloBarData, HelloBarVariation } from '@cardgenius/core/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';

/** What the bar shows: staff's name for it stays on the server. */
export type HelloBarShown = Omit<HelloBarData, 'name'>;

/** Emphasis the hello bar copy may carry; any other markup is shown as text. */
function renderCopy(copy: string) {
  // The parts of one fixed string never move, so their position is a stable key.
  return copy.split(/(<strong>.*?<\/strong>|<em>.*?<\/em>)/g).map((part, index) => {
    const strong = part.match(/^<strong>(.*)<\/strong>$/);
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    if (strong) return <strong key={index}>{strong[1]}</strong>;
    const em = part.match(/^<em>(.*)<\/em>$/);
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    if (em) return <em key={index}>{em[1]}</em>;
    return part;
  });
}

/**
 * The top banner (shell-and-browsing §2.8): images, copy and a call to action, 57 px tall. Each page view
 * picks Option A or Option B at random and records it on the page (`data-hello-bar-variation`); Option B
 * shows the bar's Option B wording when staff wrote one, else the same bar. The page is rendered with
 * Option A (it is the same for every visitor), so Option B's wording replaces it once the page is live.
 * `variation` fixes the option and records nothing: the admin site's preview.
 */
export function HelloBar({
  bar,
  height,
  variation,
  label = 'Announcement',
}: {
  bar: HelloBarShown;
  height: number;
  variation?: HelloBarVariation;
  /** The landmark's name: a preview names its option, so two previews are told apart. */
  label?: string;
}) {
  const [picked, setPicked] = useState<HelloBarVariation>('Option A');
  useEffect(() => {
    if (variation) return;
    const chosen: HelloBarVariation = Math.random() < 0.5 ? 'Option A' : 'Option B';
    document.documentElement.dataset.helloBarVariation = chosen;
    setPicked(chosen);
  }, [variation]);
  const optionB = (variation ?? picked) === 'Option B' ? bar.optionB : null;
  const copy = optionB?.copy ?? bar.copy;
  const ctaCopy = optionB?.ctaCopy ?? bar.ctaCopy;
  const ctaClass = 'shrink-0 rounded-full px-3 py-1.5 font-semibold text-xs sm:text-sm';
  const ctaStyle = { backgroundColor: bar.ctaBackgroundColor, color: bar.ctaFontColor };
  return (
    <aside
      aria-label={label}
      className="relative flex items-center justify-center gap-3 overflow-hidden px-4 print:hidden"
      style={{ backgroundColor: bar.backgroundColor, color: bar.copyColor, height }}
    >
      {bar.imageLeft ? (
        <img
          src={bar.imageLeft}
          alt={bar.imageLeftAltText}
          width={bar.imageLeftWidth}
          // Lazy: hidden on phones, where a lazy image is neither fetched nor decoded.
          loading="lazy"
          className="absolute left-4 hidden md:block"
          style={{ top: bar.imageLeftTop }}
        />
      ) : null}
      {bar.copyImage ? (
        <img src={bar.copyImage} alt="" loading="lazy" className="hidden h-6 w-auto shrink-0 sm:block" />
      ) : null}
      <p className="line-clamp-2 text-xs leading-snug sm:text-sm">{renderCopy(copy)}</p>
      {bar.ctaLinkType === 'Internal' ? (
        <Link to={bar.ctaLink} className={ctaClass} style={ctaStyle}>
          {ctaCopy}
        </Link>
      ) : (
        <a
          href={bar.ctaLink}
          className={ctaClass}
          style={ctaStyle}
          {...(bar.ctaNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {ctaCopy}
        </a>
      )}
      {bar.imageRight ? (
        <img
          src={bar.imageRight}
          alt=""
          width={bar.imageRightWidth}
          loading="lazy"
          className="absolute right-4 hidden md:block"
          style={{ top: bar.imageRightTop }}
        />
      ) : null}
    </aside>
  );
}
