import { render, waitFor } from '@testing-library/react';
import { screen } from '@test/support/screen';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createIsolatedEventBus } from '../../../src/shared/events/bus';
import type { CashierAppProps } from '../../../contracts/host/props';
import { CashierFallback } from './CashierFallback';
import { CashierSlot } from './CashierSlot';
import type { CashierModules } from './remoteModules';
import { useCashierRemote } from './useCashierRemote';

describe('CashierFallback', () => {
  it('tells the player the cashier is unavailable and retries on request', async () => {
    const onRetry = jest.fn();
    render(<CashierFallback retrying={false} onRetry={onRetry} />);

    expect(screen.getByRole('alert')).toHaveTextContent('The cashier is unavailable right now');
    expect(screen.getByRole('region', { name: 'The cashier is unavailable right now' })).toHaveAttribute(
      'data-testid',
      'cashier-fallback',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers a page reload, not another retry, once the cashier crashed again after a retry', async () => {
    const onRetry = jest.fn();
    const onReload = jest.fn();
    render(<CashierFallback retrying={false} onRetry={onRetry} needsReload onReload={onReload} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The cashier still could not start');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('is busy while a retry runs', () => {
    render(<CashierFallback retrying onRetry={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Retrying…' })).toBeDisabled();
    expect(screen.getByTestId('cashier-fallback')).toHaveAttribute('aria-busy', 'true');
  });
});

function FakeCashier({ basename }: CashierAppProps) {
  return <p>Cashier at {basename}</p>;
}

function CrashingCashier(): never {
  throw new Error('boom');
}

const modules = (CashierApp: CashierModules['CashierApp']): CashierModules => ({
  CashierApp,
  events: createIsolatedEventBus(),
});

function Harness({ load }: { load: (url: string, attempt: number) => Promise<CashierModules> }) {
  const remote = useCashierRemote('http://remote.test/mf-manifest.json', load);
  return <CashierSlot {...remote} appProps={{ basename: '/cash' }} basename="/cash" />;
}

function renderSlot(load: (url: string, attempt: number) => Promise<CashierModules>) {
  return render(
    <MemoryRouter initialEntries={['/cash/deposit/']}>
      <Harness load={load} />
    </MemoryRouter>,
  );
}

describe('CashierSlot', () => {
  beforeEach(() => {
    // React reports caught render errors on the console; these tests cause them on purpose.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback when the remote cannot load, and the cashier once a retry succeeds', async () => {
    const load = jest
      .fn<Promise<CashierModules>, [string, number]>()
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockResolvedValueOnce(modules(FakeCashier));
    renderSlot(load);

    expect(await screen.findByTestId('cashier-fallback')).toBeInTheDocument();
    expect(document.documentElement.dataset.cashierState).toBe('failed');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Cashier at /cash')).toBeInTheDocument();
    expect(screen.queryByTestId('cashier-fallback')).not.toBeInTheDocument();
    expect(document.documentElement.dataset.cashierState).toBe('ready');
    expect(load.mock.calls.map(([, attempt]) => attempt)).toEqual([0, 1]);
  });

  it('shows the fallback when the remote throws while rendering, and renders it again after a retry', async () => {
    const load = jest
      .fn<Promise<CashierModules>, [string, number]>()
      .mockResolvedValueOnce(modules(CrashingCashier))
      .mockResolvedValueOnce(modules(FakeCashier));
    renderSlot(load);

    expect(await screen.findByTestId('cashier-fallback')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.dataset.cashierState).toBe('failed'));

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Cashier at /cash')).toBeInTheDocument();
    expect(document.documentElement.dataset.cashierState).toBe('ready');
  });

  it('after a second render crash in a row (Retry replayed the same failing code) offers a page reload', async () => {
    const load = jest.fn<Promise<CashierModules>, [string, number]>().mockResolvedValue(modules(CrashingCashier));
    renderSlot(load);

    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The cashier still could not start');
    expect(document.documentElement.dataset.cashierState).toBe('failed');
  });

  it('keeps a slow earlier attempt from overriding a newer one', async () => {
    let settleFirst: (value: CashierModules) => void = () => undefined;
    const load = jest.fn((_url: string, attempt: number) =>
      attempt === 0
        ? new Promise<CashierModules>((resolve) => {
            settleFirst = resolve;
          })
        : Promise.reject(new Error('still down')),
    );
    function RetryOnMount({ retry }: { retry: () => void }) {
      useEffect(retry, [retry]);
      return null;
    }
    function RacingHarness() {
      const remote = useCashierRemote('http://remote.test/mf-manifest.json', load);
      return (
        <>
          <RetryOnMount retry={remote.retry} />
          <CashierSlot {...remote} appProps={{}} basename="/cash" />
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/']}>
        <RacingHarness />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeEnabled();
    settleFirst(modules(FakeCashier));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText(/Cashier at/)).not.toBeInTheDocument();
    expect(document.documentElement.dataset.cashierState).toBe('failed');
  });
});
