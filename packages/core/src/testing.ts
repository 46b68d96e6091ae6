// Generators for property tests in other packages (fast-check); not part of the runtime API.
export * from './filters/filter-state-arbitraries';
export * from './rating/rating-arbitraries';
