/** A `like` pattern that finds the text anywhere: `%` and `_` typed in a search are letters, not wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
