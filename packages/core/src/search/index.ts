export * from './match-suggestions';
