import { act, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { CashierThemeProvider } from '@/shared/ui/CashierThemeProvider';
import { NotificationCenter } from './NotificationCenter';
import { showNotification } from './showNotification';

// A file of its own: the items' chunk is not in yet when the first notification is shown (NotificationCenter.tsx).
describe('NotificationCenter with the items still downloading', () => {
  it('keeps both live regions in place and shows a notification once its chunk is in', async () => {
    const { store } = makeStore({ apiBaseUrl: 'http://localhost', requestTimeoutMs: 1000 });
    render(
      <Provider store={store}>
        <CashierThemeProvider>
          <NotificationCenter />
        </CashierThemeProvider>
      </Provider>,
    );
    act(() => {
      store.dispatch(showNotification({ message: 'Payment declined', status: 'error' }));
    });
    // The live region exists before its content arrives, so the addition is announced.
    const errors = screen.getByRole('list', { name: 'Error notifications' });
    expect(errors).toHaveAttribute('aria-live', 'assertive');
    const item = await within(errors).findByRole('listitem');
    expect(item).toHaveTextContent('Payment declined');
    expect(within(item).getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });
});
