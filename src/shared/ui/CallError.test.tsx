import { render, within } from '@testing-library/react';
import { screen } from '@test/support/screen';
import userEvent from '@testing-library/user-event';
import { CashierError } from '@/shared/errors/CashierError';
import { CallError } from './CallError';
import { CashierThemeProvider } from './CashierThemeProvider';

const serverError = new CashierError({
  code: 'server',
  status: 422,
  callId: 'deposit.getCards',
  message: 'boom',
  serverMessage: 'Try later <b>please</b>',
}).toJSON();
const gatewayError = new CashierError({
  code: 'server',
  status: 503,
  callId: 'deposit.getCards',
  message: 'HTTP 503',
  serverMessage: 'upstream connect error',
}).toJSON();
const chunkError = Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' });

const renderError = (ui: React.ReactElement) => render(<CashierThemeProvider>{ui}</CashierThemeProvider>);

describe('CallError', () => {
  it('inline: the note first, the translated message of the code, the server’s own text as text, and Try again', async () => {
    const onRetry = jest.fn();
    renderError(<CallError error={serverError} note="You were not charged." onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    // The block's heading names the kind of failure: the server refused this request.
    expect(within(alert).getByRole('heading', { name: 'Not accepted' })).toBeInTheDocument();
    const lines = within(alert)
      .getAllByRole('paragraph')
      .map((line) => line.textContent);
    expect(lines).toEqual([
      'You were not charged.',
      'The server could not complete the request. Please try again later.',
      'Try later <b>please</b>',
    ]);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('inline: the body of a 5xx is the infrastructure’s words: logged, never shown', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderError(<CallError error={gatewayError} onRetry={() => undefined} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Something went wrong on our side' })).toBeInTheDocument();
    expect(
      within(alert)
        .getAllByRole('paragraph')
        .map((line) => line.textContent),
    ).toEqual(['The server could not complete the request. Please try again later.']);
    expect(warn).toHaveBeenCalledWith('[cashier] deposit.getCards failed with HTTP 503: upstream connect error');
    warn.mockRestore();
  });

  it('inline: something that is not a cashier error reads as unknown, never raw; no retry without onRetry', () => {
    renderError(<CallError error={new Error('secret stack')} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Something unexpected happened. Please try again.');
    expect(alert).not.toHaveTextContent('secret stack');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  it('screen: a titled recoverable screen; a lost chunk is a connection problem; Try again and Close', async () => {
    const onRetry = jest.fn();
    const onClose = jest.fn();
    renderError(<CallError variant="screen" error={chunkError} onRetry={onRetry} onClose={onClose} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 3, name: 'No connection' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('We could not reach the server. Check your connection and try again.');
    const user = userEvent.setup();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('screen: any other failure says this part could not be shown', () => {
    renderError(<CallError variant="screen" error={new Error('render bug')} onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the cashier could not be shown.');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});
