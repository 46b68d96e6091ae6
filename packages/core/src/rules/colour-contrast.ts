/** A colour as `#rrggbb` or `#rgb`, the form colour inputs give. */
export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The least contrast WCAG 2 (AA) asks of text against its background. */
export const MINIMUM_TEXT_CONTRAST = 4.5;

/** The red, green and blue of a hex colour, 0–255 each; null when it is not one. */
function channels(colour: string): [number, number, number] | null {
  if (!HEX_COLOUR.test(colour)) return null;
  const hex = colour.length === 4 ? [...colour.slice(1)].map((digit) => digit + digit).join('') : colour.slice(1);
  return [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
}

/** WCAG 2's relative luminance of one colour. */
function luminance([red, green, blue]: [number, number, number]): number {
  const linear = (value: number) => {
    const share = value / 255;
    return share <= 0.04045 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG 2's contrast ratio of two hex colours (1 to 21), or null when either is not a hex colour. */
export function contrastRatio(first: string, second: string): number | null {
  const a = channels(first);
  const b = channels(second);
  if (!a || !b) return null;
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}
