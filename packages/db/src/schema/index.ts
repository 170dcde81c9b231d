export * from './content';
export * from './store';
export * from './catalog';
export * from './analytics';
export * from './account';
