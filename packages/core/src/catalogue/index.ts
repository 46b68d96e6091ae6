export * from './calendar-days';
export * from './card-categories';
export * from './check-catalogue';
export * from './freshness';
export * from './listed-cards';
export * from './offer-history';
export * from './reference-cross-check';
export * from './schema';
