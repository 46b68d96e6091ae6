/**
 * Whole years from the founding day (YYYY-MM-DD, accounts spec §9 "used for age") to `today`
 * (YYYY-MM-DD): the age goes up on each anniversary.
 */
export function companyAgeYears(foundedOn: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(foundedOn.slice(0, 4));
  return Math.max(0, today.slice(5) >= foundedOn.slice(5) ? years : years - 1);
}
