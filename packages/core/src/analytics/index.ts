export * from './analytics-constants';
export * from './campaign';
export * from './exclusions';
export * from './page-path';
export * from './session-state';
