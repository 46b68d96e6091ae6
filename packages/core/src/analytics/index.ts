export * from './analytics-constants';
export * from './campaign';
export * from './exclusions';
export * from './fired-events';
export * from './page-path';
export * from './session-state';
