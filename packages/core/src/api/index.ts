export * from './contact';
export * from './content';
export * from './http';
export * from './mailing';
export * from './second';
