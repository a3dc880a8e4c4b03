export * from './constants';
export * from './crypto';
export type * from './types';
export * from './listenerCounter';
