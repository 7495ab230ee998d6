import type { CashierErrorData } from '@/shared/errors/CashierError';
import { outcomeOfError } from './outcome';

const error = (data: Omit<CashierErrorData, 'name' | 'message'>): CashierErrorData => ({
  name: 'CashierError',
  message: 'x',
  ...data,
});

describe('outcomeOfError', () => {
  it.each([
    ['a timeout', error({ code: 'timeout' })],
    ['a dropped connection', error({ code: 'network' })],
    ['a canceled request', error({ code: 'aborted' })],
    ['a 2xx body that is not JSON', error({ code: 'parse', status: 200 })],
    ['an answer that breaks the contract', error({ code: 'contract', status: 200 })],
    ['a 500', error({ code: 'server', status: 500 })],
    ['a gateway 504', error({ code: 'server', status: 504 })],
    ['something that is not our error', new Error('boom')],
  ])('%s is unknown: the server may have done it', (_name, value) => {
    expect(outcomeOfError(value)).toBe('unknown');
  });

  it.each([
    ['a 4xx refusal', error({ code: 'server', status: 422 })],
    ['success: false on a 200', error({ code: 'server', status: 200 })],
    ['a 401', error({ code: 'unauthorized', status: 401 })],
    ['a request body that broke the contract (never sent)', error({ code: 'contract' })],
    ['a 4xx page that is not JSON', error({ code: 'parse', status: 413 })],
    ['a bug before sending', error({ code: 'unknown' })],
  ])('%s is a definite failure', (_name, value) => {
    expect(outcomeOfError(value)).toBe('failed');
  });
});
