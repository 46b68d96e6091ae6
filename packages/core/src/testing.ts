// Generators for property tests in other packages (fast-check) and test corpora; not part of the runtime API.
export * from './content/markup-injection-corpus';
export * from './filters/filter-state-arbitraries';
export * from './rating/rating-arbitraries';
