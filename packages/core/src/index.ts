export * from './constants';
export type * from './types';
