import { type RefObject, useEffect, useState } from 'react';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

const UNTYPABLE = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image']);

/**
 * Sets a text control's value behind React's back: React watches the element's own `value` property to
 * tell a real change from its own writes, and the prototype's setter bypasses that watch.
 */
function setUnwatched(control: TextControl, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, value);
}

/**
 * Fires React's change event once for each control in `root` the visitor changed before the page's code
 * arrived: the server sent the form whole, the browser let them fill it in, and React took over with the
 * server's values in its state (a field that looks filled in, a button still off). Controls left as the
 * server sent them are not touched. Answers how many were replayed.
 */
export function replayEarlyInput(root: ParentNode): number {
  let replayed = 0;
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input, textarea, select',
  )) {
    if (control.disabled) continue;
    if (control instanceof HTMLSelectElement) {
      if ([...control.options].every((option) => option.selected === option.defaultSelected)) continue;
      control.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      // A radio button left by the visitor's choice of another changes with it.
      if (control.checked === control.defaultChecked || (control.type === 'radio' && !control.checked)) continue;
      const chosen = control.checked;
      control.checked = !chosen;
      control.click();
    } else {
      if (control instanceof HTMLInputElement && UNTYPABLE.has(control.type)) continue;
      if (control.value === control.defaultValue) continue;
      const typed = control.value;
      control.value = control.defaultValue;
      setUnwatched(control, typed);
      control.dispatchEvent(new Event('input', { bubbles: true }));
    }
    replayed += 1;
  }
  return replayed;
}

/**
 * For a form the server renders with the page: once the page's code has taken over, what the visitor
 * typed or chose before then reaches the form's state (`replayEarlyInput`). The page's scripts start
 * after its first paint (docs/decisions/0028), so on a slow phone a quick visitor can be a field or two
 * ahead of them. Answers whether the code has taken over: a form that posts from the browser keeps its
 * button off until then, or the browser would send the form to the page itself, with what was typed in
 * the address.
 */
export function useEarlyInput(form: RefObject<HTMLElement | null>): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (form.current) replayEarlyInput(form.current);
    setHydrated(true);
  }, [form]);
  return hydrated;
}
