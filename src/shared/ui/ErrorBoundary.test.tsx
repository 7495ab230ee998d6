import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CashierError } from '@/shared/errors/CashierError';
import { logger } from '@/shared/log';
import { ErrorBoundary } from './ErrorBoundary';

let errorLog: jest.SpyInstance;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  errorLog = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  // React reports caught errors on the console too; keep the test output readable.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  errorLog.mockRestore();
  consoleError.mockRestore();
});

const control = { shouldThrow: true, error: new Error('render failed') as unknown };

function Flaky() {
  if (control.shouldThrow) throw control.error;
  return <p>Screen content</p>;
}

beforeEach(() => {
  control.shouldThrow = true;
  control.error = new Error('render failed');
});

describe('ErrorBoundary', () => {
  it('shows the recoverable screen instead of a throwing child, and logs the error', () => {
    render(
      <ErrorBoundary name="route:history">
        <Flaky />
      </ErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('This part of the cashier could not be shown');
    expect(screen.queryByText('Screen content')).not.toBeInTheDocument();
    expect(errorLog).toHaveBeenCalledWith('route:history failed to render', control.error, expect.any(String));
  });

  it('never shows the raw error message, but the translated one for a CashierError', () => {
    control.error = new CashierError({ code: 'network', message: 'history.get: ECONNRESET' });
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the server');
    expect(screen.queryByText(/ECONNRESET/)).not.toBeInTheDocument();
  });

  it('copes with a thrown value that is not an Error', () => {
    control.error = undefined;
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('"Try again" keeps the fallback while the child still throws and recovers once it stops', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(
      <ErrorBoundary onRetry={onRetry}>
        <Flaky />
      </ErrorBoundary>,
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toBeInTheDocument();

    control.shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Screen content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers "Close" only when given an onClose action', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { rerender } = render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    rerender(
      <ErrorBoundary onClose={onClose}>
        <Flaky />
      </ErrorBoundary>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('resets when a reset key changes, and not when the keys stay the same', () => {
    const { rerender } = render(
      <ErrorBoundary resetKeys={['history']}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();

    control.shouldThrow = false;
    rerender(
      <ErrorBoundary resetKeys={['history']}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();

    rerender(
      <ErrorBoundary resetKeys={['account']}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Screen content')).toBeInTheDocument();
  });

  it('calls onError with the error', () => {
    const onError = jest.fn();
    render(
      <ErrorBoundary onError={onError}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(onError).toHaveBeenCalledWith(control.error, expect.objectContaining({ componentStack: expect.any(String) as unknown }));
  });
});
