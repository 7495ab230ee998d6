import { act, render, within } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { CashierThemeProvider } from '@/shared/ui/CashierThemeProvider';
import { NotificationCenter } from './NotificationCenter';
import { showNotification } from './showNotification';

// A file of its own: the lists' chunk is not in yet when the first notification is shown (NotificationCenter.tsx).
describe('NotificationCenter with its chunk still downloading', () => {
  it('shows a notification queued before the chunk came, added to its live region after the region is in place', async () => {
    const { store } = makeStore({ apiBaseUrl: 'http://localhost', requestTimeoutMs: 1000 });
    // Every list as it enters the page, and how many items it holds then.
    const listsAtInsertion: { label: string | null; items: number }[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (!(node instanceof HTMLElement)) return;
          for (const list of node.matches('ul') ? [node] : [...node.querySelectorAll('ul')]) {
            listsAtInsertion.push({
              label: list.getAttribute('aria-label'),
              items: list.querySelectorAll('li').length,
            });
          }
        });
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
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
    const errors = await screen.findByRole('list', { name: 'Error notifications' });
    expect(errors).toHaveAttribute('aria-live', 'assertive');
    const item = await within(errors).findByRole('listitem');
    expect(item).toHaveTextContent('Payment declined');
    expect(within(item).getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
    observer.disconnect();
    // The region existed, empty, before the notification was added to it: screen readers announce the addition.
    expect(listsAtInsertion).toContainEqual({ label: 'Error notifications', items: 0 });
    expect(listsAtInsertion.filter((list) => list.items > 0)).toEqual([]);
  });
});
