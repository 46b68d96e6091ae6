import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';

const overflows = (element: HTMLElement) =>
  element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight;

/**
 * Whether an element's content is wider or taller than the element (a region given a maximum height
 * scrolls down too). True until measured, so the server's HTML (and a page whose script has not run)
 * keeps the region reachable by keyboard.
 */
function useScrolls(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(true);
  // After every render: the content comes in as children, so a render is when it can change.
  useEffect(() => {
    if (ref.current) setScrolls(overflows(ref.current));
  });
  // And whenever the region or its content resizes (the window, a table laid out anew).
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setScrolls(overflows(element)));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

/**
 * A region that scrolls sideways on narrow screens (wide tables). While it has something to scroll, it is
 * focusable so keyboard users can scroll it too (WCAG 2.1.1); when everything fits (a stacked table on a
 * phone, a table on a wide screen) it is no tab stop. `relative` keeps visually hidden (absolute) text
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
  const scrolls = useScrolls(ref);
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
