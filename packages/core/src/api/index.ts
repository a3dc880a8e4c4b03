export * from './contact';
export * from './content';
export * from './http';
export * from './listening';
export * from './listenLater';
export * from './mailing';
export * from './search';
export * from './second';
