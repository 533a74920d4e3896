export * from './zod';
export * from './errors';
export * from './list';
export * from './endpoint';
export * from './auth';
export * from './system';
export * from './employee';
