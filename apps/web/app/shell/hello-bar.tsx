import type { HelloBar as HelloBarData } from '@cardgenius/core/contract';
import { useEffect } from 'react';
import { Link } from 'react-router';

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

/** The top banner (shell-and-browsing §2.8): images, copy and a call to action, 57 px tall. */
export function HelloBar({ bar, height }: { bar: HelloBarData; height: number }) {
  useEffect(() => {
    // The A/B variation is only recorded, never shown differently.
    const variation = Math.random() < 0.5 ? 'Option A' : 'Option B';
    document.documentElement.dataset.helloBarVariation = variation;
  }, []);
  const ctaClass = 'shrink-0 rounded-full px-3 py-1.5 font-semibold text-xs sm:text-sm';
  const ctaStyle = { backgroundColor: bar.ctaBackgroundColor, color: bar.ctaFontColor };
  return (
    <aside
      aria-label="Announcement"
      className="relative flex items-center justify-center gap-3 overflow-hidden px-4"
      style={{ backgroundColor: bar.backgroundColor, color: bar.copyColor, height }}
    >
      {bar.imageLeft ? (
        <img
          src={bar.imageLeft}
          alt={bar.imageLeftAltText}
          width={bar.imageLeftWidth}
          className="absolute left-4 hidden md:block"
          style={{ top: bar.imageLeftTop }}
        />
      ) : null}
      <p className="line-clamp-2 text-xs leading-snug sm:text-sm">{renderCopy(bar.copy)}</p>
      {bar.ctaLinkType === 'Internal' ? (
        <Link to={bar.ctaLink} className={ctaClass} style={ctaStyle}>
          {bar.ctaCopy}
        </Link>
      ) : (
        <a
          href={bar.ctaLink}
          className={ctaClass}
          style={ctaStyle}
          {...(bar.ctaNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {bar.ctaCopy}
        </a>
      )}
      {bar.imageRight ? (
        <img
          src={bar.imageRight}
          alt=""
          width={bar.imageRightWidth}
          className="absolute right-4 hidden md:block"
          style={{ top: bar.imageRightTop }}
        />
      ) : null}
    </aside>
  );
}
