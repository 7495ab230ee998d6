import { render } from '@testing-library/react';
import { screen } from '@test/support/screen';
import userEvent from '@testing-library/user-event';
import { CashierThemeProvider } from './CashierThemeProvider';
import { QueryFallback } from './QueryFallback';
import { QueryStatus, type QueryProgress } from './QueryStatus';

const query = (state: Partial<QueryProgress>): QueryProgress => ({
  isLoading: false,
  isError: false,
  refetch: jest.fn(),
  ...state,
});
const failed = () => query({ isError: true, error: { code: 'network' } });

const renderKit = (ui: React.ReactElement) => render(<CashierThemeProvider>{ui}</CashierThemeProvider>);

describe('QueryStatus', () => {
  it('shows the spinner with the label while the query first loads', () => {
    renderKit(<QueryStatus query={query({ isLoading: true })} loading="Loading the profile" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the profile');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error with Try again, which asks again', async () => {
    const progress = failed();
    renderKit(<QueryStatus query={progress} loading="Loading the profile" />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(progress.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows nothing once the query neither loads nor failed', () => {
    const { container } = renderKit(
      <>
        <p>data</p>
        <QueryStatus query={query({})} loading="Loading the profile" />
      </>,
    );
    expect(container).toHaveTextContent(/^data$/);
  });
});

describe('QueryFallback', () => {
  it('shows the spinner while the query first loads', () => {
    renderKit(<QueryFallback query={query({ isLoading: true })} loading="Loading accounts" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading accounts');
  });

  it('otherwise shows the error with Try again, even before the query says it failed', async () => {
    const progress = query({});
    renderKit(<QueryFallback query={progress} loading="Loading accounts" />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(progress.refetch).toHaveBeenCalledTimes(1);
  });
});
