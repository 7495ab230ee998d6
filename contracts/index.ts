export * from './host';
export * from './http';
export * from './api';
export * from './cardWidget';
export type * from './applePay';
