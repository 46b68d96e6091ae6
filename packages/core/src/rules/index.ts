export * from './gift-card-offer';
export * from './menu-visibility';
export * from './page-area';
export * from './provinces';
export * from './shell-visibility';
export * from './username';
