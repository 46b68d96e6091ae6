export * from './constants';
export * from './feature-flags';
export * from './page-context';
