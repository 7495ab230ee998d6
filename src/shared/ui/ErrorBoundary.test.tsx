import { render } from '@testing-library/react';
import { screen } from '@test/support/screen';
import userEvent from '@testing-library/user-event';
import { CashierError } from '@/shared/errors/CashierError';
import { logger } from '@/shared/log';
import { ErrorBoundary, type ErrorBoundaryProps } from './ErrorBoundary';

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

/** `<Flaky />` inside a boundary with `props`. */
const guarded = (props: Omit<ErrorBoundaryProps, 'children'> = {}) => (
  <ErrorBoundary {...props}>
    <Flaky />
  </ErrorBoundary>
);

beforeEach(() => {
  control.shouldThrow = true;
  control.error = new Error('render failed');
});

describe('ErrorBoundary', () => {
  it('shows the recoverable screen instead of a throwing child, and logs the error', () => {
    render(guarded({ name: 'route:history' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('This part of the cashier could not be shown');
    expect(screen.queryByText('Screen content')).not.toBeInTheDocument();
    expect(errorLog).toHaveBeenCalledWith('route:history failed to render', control.error, expect.any(String));
  });

  it('never shows the raw error message, but the translated one for a CashierError', () => {
    control.error = new CashierError({ code: 'network', message: 'history.get: ECONNRESET' });
    render(guarded());
    expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the server');
    expect(screen.queryByText(/ECONNRESET/)).not.toBeInTheDocument();
  });

  it('copes with a thrown value that is not an Error', () => {
    control.error = undefined;
    render(guarded());
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('"Try again" keeps the fallback while the child still throws and recovers once it stops', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(guarded({ onRetry }));
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
    const { rerender } = render(guarded());
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    rerender(guarded({ onClose }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('resets when a reset key changes, and not when the keys stay the same', () => {
    const { rerender } = render(guarded({ resetKeys: ['history'] }));
    expect(screen.getByRole('alert')).toBeInTheDocument();

    control.shouldThrow = false;
    rerender(guarded({ resetKeys: ['history'] }));
    expect(screen.getByRole('alert')).toBeInTheDocument();

    rerender(guarded({ resetKeys: ['account'] }));
    expect(screen.getByText('Screen content')).toBeInTheDocument();
  });

  it('calls onError with the error', () => {
    const onError = jest.fn();
    render(guarded({ onError }));
    expect(onError).toHaveBeenCalledWith(
      control.error,
      expect.objectContaining({ componentStack: expect.any(String) as unknown }),
    );
  });
});
