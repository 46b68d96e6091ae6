export * from './cards-by-name';
export * from './match-suggestions';
export * from './suggestion-groups';
export * from './synonym-card-filter';
