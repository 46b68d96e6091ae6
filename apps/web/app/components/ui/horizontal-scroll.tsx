import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Whether an element's content is wider than the element. True until measured, so the server's HTML
 * (and a page whose script has not run) keeps the region reachable by keyboard.
 */
function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    // The region resizes with the window; its content, when a table's rows or columns change.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

/**
 * A region that scrolls sideways on narrow screens (wide tables). While its content is wider than it, it
 * is focusable so keyboard users can scroll it too (WCAG 2.1.1); when everything fits (a stacked table on
 * a phone, a table on a wide screen) it is no tab stop. `relative` keeps visually hidden (absolute) text
 * inside it, so it cannot widen the page.
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
  const ref = useRef<HTMLElement>(null);
  const scrolls = useScrollsSideways(ref);
  return (
    <section
      ref={ref}
      aria-label={label}
      tabIndex={scrolls ? 0 : undefined}
      className={`relative overflow-x-auto ${className}`}
    >
      {children}
    </section>
  );
}
