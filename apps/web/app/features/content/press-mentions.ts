/** An article about the site in an outside publication. */
export interface PressMention {
  /** The publication's name. */
  name: string;
  url: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
}

/** Coverage of the site, newest first. Only real, published articles belong here. */
export const PRESS_MENTIONS: readonly PressMention[] = [];
