import { waitFor } from '@testing-library/react';
import { observePage, queryAllInPage, queryInPage, screen } from '@test/support/screen';
import { setUpCashierTest, T } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';
import { FIRST_SCREEN_READY_MARK } from '@/shared/perf/readyMark';

const { sandbox } = setUpCashierTest();

/*
 * The package list's first paint is final (docs/architecture.md, "Opening fast", layout shift): the quick deposit
 * above the packages and the daily limit on them never arrive after the packages and push them down.
 */
describe('deposit: the package step shows once its three answers are in', () => {
  // The readiness mark (npm run bench: the end of an open) is set once the list is in the page. jsdom's Performance
  // has no User Timing API: a recording performance.mark notes whether the list was there.
  const listAtMark: boolean[] = [];
  beforeEach(() => {
    listAtMark.length = 0;
    const mark = (name: string) => {
      if (name === FIRST_SCREEN_READY_MARK) listAtMark.push(Boolean(queryInPage('ul[aria-label="Choose a package"]')));
    };
    Object.defineProperty(performance, 'mark', { configurable: true, writable: true, value: mark });
  });
  afterEach(() => {
    Reflect.deleteProperty(performance, 'mark');
  });

  it('waits for a late quick deposit before showing the packages, then shows both in one go, and marks them ready', async () => {
    // Shorter than the list's wait for the others (OTHERS_WAIT_MS, 1000 ms), long after the packages answer.
    sandbox.admin.setFault('deposit.getLightCash', { kind: 'delay', delayMs: 600, times: 1 });
    // What the page held the first time the package list was in it: recorded on the DOM change that added it, so
    // the check does not depend on when the test looks (a fixed look 300 ms after the loading status failed on a
    // busy machine, where the status itself came late).
    const firstSight: { quickDeposit: boolean }[] = [];
    const stop = observePage(() => {
      if (firstSight.length > 0 || !queryInPage('ul[aria-label="Choose a package"]')) return;
      const headings = queryAllInPage('h1, h2, h3, h4').map((heading) => heading.textContent ?? '');
      firstSight.push({ quickDeposit: headings.some((text) => /quick/i.test(text)) });
    });
    try {
      renderCashier({ path: '/cash/deposit/' });
      await screen.findByText('Loading packages…', {}, T);
      await screen.findByRole('list', { name: 'Choose a package' }, T);
      expect(screen.getByRole('heading', { name: /quick/i })).toBeInTheDocument();
      expect(firstSight).toEqual([{ quickDeposit: true }]);
      // Marked with the list, not while its skeletons waited.
      await waitFor(() => expect(listAtMark).toEqual([true]), T);
    } finally {
      stop();
    }
  }, 20000);

  it('never waits long for a hanging quick deposit: the packages show after a short wait, without it, and are marked ready', async () => {
    sandbox.admin.setFault('deposit.getLightCash', { kind: 'hang', times: 1 });
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      renderCashier({ path: '/cash/deposit/', props: { requestTimeoutMs: 10_000 } });
      const started = Date.now();
      await screen.findByRole('list', { name: 'Choose a package' }, T);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(screen.queryByRole('heading', { name: /quick/i })).not.toBeInTheDocument();
      // Marked when the list shows, within a second of it: not when the call gives up (10 s).
      await waitFor(() => expect(listAtMark).toEqual([true]), { timeout: 1000 });
    } finally {
      warned.mockRestore();
    }
  }, 20000);
});
