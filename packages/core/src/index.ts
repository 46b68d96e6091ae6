export * from './constants';
export type * from './page-context';
