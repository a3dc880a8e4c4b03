export * from './contact';
export * from './content';
export * from './http';
export * from './listening';
export * from './mailing';
export * from './second';
export * from './transcripts';
