export * from './enums';
export * from './money';
export * from './messages';
export * from './rules';
export * from './api/common';
export * from './api/content';
export * from './api/catalog';
export * from './api/account';
