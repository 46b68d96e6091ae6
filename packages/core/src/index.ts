export * from './constants';
export * from './feature-flags';
export type * from './page-context';
