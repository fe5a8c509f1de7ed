export * from './assistant';
export * from './auth';
export * from './config';
export * from './errors';
export * from './growth';
export * from './paths';
export * from './pesticides';
export * from './soil';
