export * from './best-card-groups';
export * from './best-cards-page';
export * from './best-cards-state';
export * from './rank-lists';
export * from './scopes';
export * from './search-page';
export * from './similar-cards';
export * from './visitor-profile';
