import type { ReactNode } from 'react';

/**
 * A region that scrolls sideways on narrow screens (wide tables). It is focusable and labelled so
 * keyboard users can scroll it too. `relative` keeps visually hidden (absolute) text inside it, so it
 * cannot widen the page.
 */
export function HorizontalScroll({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <section aria-label={label} tabIndex={0} className={`relative overflow-x-auto ${className}`}>
      {children}
    </section>
  );
}
