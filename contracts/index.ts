export * from './events';
export * from './props';
export * from './mount';
export * from './http';
export * from './api';
export * from './cardWidget';
export type * from './applePay';
