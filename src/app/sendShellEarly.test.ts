import { exampleResponseData } from '@contracts/api/examples';
import { sendEarly } from '@/shared/api/baseQuery';
import { cashierApi } from '@/shared/cashier/api';
import { i18nApi } from '@/shared/i18n/api';
import { sendShellEarly } from './sendShellEarly';
import { makeStore } from './store';

jest.mock('@/shared/api/baseQuery', () => ({
  ...jest.requireActual<object>('@/shared/api/baseQuery'),
  sendEarly: jest.fn(() => Promise.resolve(true)),
}));
const sent = jest.mocked(sendEarly);
afterEach(() => sent.mockClear());

const setUp = () => makeStore({ apiBaseUrl: 'http://shell.test', requestTimeoutMs: 1000 });

describe('sendShellEarly', () => {
  it("a first open (nothing in the store): app cash, app init, then the language's messages and translations", () => {
    const { store, extra } = setUp();
    const paths = sendShellEarly(extra, store.getState(), 'es');
    expect(paths).toEqual([
      '/rest/cash/',
      '/rest/app/init/',
      expect.stringContaining('es'),
      expect.stringContaining('es'),
    ]);
    expect(sent.mock.calls.map(([withExtra, path]) => [withExtra, path])).toEqual(paths.map((path) => [extra, path]));
  });

  it('answers the store already holds are not sent again (the effects refresh them after the screen)', async () => {
    const { store, extra } = setUp();
    await store.dispatch(
      cashierApi.util.upsertQueryData('getCashData', undefined, exampleResponseData['cash.getAppCash']),
    );
    await store.dispatch(i18nApi.util.upsertQueryData('getMessages', { lang: 'en' }, {}));
    expect(sendShellEarly(extra, store.getState(), 'en')).toEqual([]);
    expect(sent).not.toHaveBeenCalled();
    // Another language's strings are not held yet.
    expect(sendShellEarly(extra, store.getState(), 'es')).toHaveLength(2);
  });
});
