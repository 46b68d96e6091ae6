/** Longest username shown in the header on small screens (shell-and-browsing §2.6, §9). */
export const MOBILE_USERNAME_LENGTH = 8;

/** The username as the small-screen header shows it: the first 8 characters and '...' when longer. */
export function shortUsername(name: string, length = MOBILE_USERNAME_LENGTH): string {
  const characters = Array.from(name);
  return characters.length > length ? `${characters.slice(0, length).join('')}...` : name;
}
