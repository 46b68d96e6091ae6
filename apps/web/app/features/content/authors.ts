/** Who writes and checks a page: the site's own teams, named by role. */
export interface Author {
  slug: string;
  name: string;
  title: string;
  bio: string;
  /** Shown in a circle in place of a photo. */
  initials: string;
}

export function siteAuthors(brandName: string): { researchTeam: Author; editors: Author } {
  return {
    researchTeam: {
      slug: 'research-team',
      name: `${brandName} Research Team`,
      title: 'Card data and ratings',
      bio: 'Keeps the card catalogue current. The team checks each card’s fees, interest rates, earn rates, welcome bonus, insurance and perks against the issuer’s own pages, dates every figure and links its source, and maintains the published rating method.',
      initials: 'RT',
    },
    editors: {
      slug: 'editorial-team',
      name: `${brandName} Editors`,
      title: 'Guides, answers and site policies',
      bio: 'Write and review the guides, answers and policies on this site. They check what a page says against our card data and the issuers’ published terms, and correct it when something changes.',
      initials: 'ED',
    },
  };
}
