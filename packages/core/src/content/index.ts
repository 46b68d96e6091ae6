export * from './article-source';
export * from './card-fact-text';
