import { act, render, within } from '@testing-library/react';
import { screen } from '@test/support/screen';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { logger } from '@/shared/log';
import { CashierThemeProvider } from '@/shared/ui/CashierThemeProvider';
import { NotificationCenter, notificationLists } from './NotificationCenter';
import { pendingOnDismissCount } from './onDismissRegistry';
import { showNotification } from './showNotification';
import type { NotificationInput } from './types';

let errorLog: jest.SpyInstance;
// The items' chunk, in before the tests that count timers from the moment a notification shows (the lazy path has
// its own test below).
beforeAll(async () => {
  await notificationLists.load();
});

beforeEach(() => {
  jest.useFakeTimers();
  errorLog = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  errorLog.mockRestore();
});

function setup() {
  const { store } = makeStore({ apiBaseUrl: 'http://localhost', requestTimeoutMs: 1000 });
  const view = render(
    <Provider store={store}>
      <CashierThemeProvider>
        <NotificationCenter />
      </CashierThemeProvider>
    </Provider>,
  );
  const show = (input: Partial<NotificationInput> = {}) => {
    let id: string | null = null;
    act(() => {
      id = store.dispatch(showNotification({ message: 'Deposit received', status: 'check', ...input }));
    });
    return id;
  };
  const advance = (ms: number) => {
    act(() => {
      jest.advanceTimersByTime(ms);
    });
  };
  return { store, view, show, advance };
}

/** The notification is still shown after `ms - 1` more milliseconds and gone one millisecond later. */
function expectShownFor(advance: (ms: number) => void, ms: number): void {
  advance(ms - 1);
  expect(screen.getByText('Deposit received')).toBeInTheDocument();
  advance(1);
  expect(screen.queryByText('Deposit received')).not.toBeInTheDocument();
}

describe('NotificationCenter timing (docs/product/cash-data.md#notification-timing)', () => {
  it('removes a notification at the default 5000 ms + 1000 ms, not before', () => {
    const { show, advance } = setup();
    show();
    expect(screen.getByText('Deposit received')).toBeInTheDocument();
    expectShownFor(advance, 6000);
  });

  it('fades out during the last 1000 ms', () => {
    const { show, advance } = setup();
    show({ timeout: 2000 });
    const item = screen.getByRole('listitem');
    expect(item).toHaveStyle({ opacity: '1' });
    advance(2000);
    expect(item).toHaveStyle({ opacity: '0' });
    expect(item).toBeInTheDocument();
  });

  it('uses a custom timeout', () => {
    const { show, advance } = setup();
    show({ timeout: 2000 });
    expectShownFor(advance, 3000);
  });

  it("accepts a timeout given as a string of digits ('3000')", () => {
    const { show, advance } = setup();
    expect(show({ timeout: '3000' })).toEqual(expect.any(String));
    expectShownFor(advance, 4000);
  });

  it.each([-1, 1.5, 'abc', '-1', '1.5', '', ' 3000', Number.NaN, Number.POSITIVE_INFINITY])(
    'does not show a notification with the wrong timeout %p and logs it',
    (timeout) => {
      const { show, store } = setup();
      expect(show({ timeout, onDismiss: jest.fn() })).toBeNull();
      expect(screen.queryByText('Deposit received')).not.toBeInTheDocument();
      expect(store.getState().notifications).toEqual({ notification: [], toastr: [] });
      expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('wrong notification timeout'), expect.anything());
    },
  );

  it('keeps a notification with timeout 0 until it is closed, with no timer running', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { show, advance } = setup();
    show({ timeout: 0, closeButton: false });
    advance(24 * 60 * 60 * 1000);
    expect(screen.getByText('Deposit received')).toBeInTheDocument();
    expect(jest.getTimerCount()).toBe(0);
    // A notification that never times out always gets a close button, or it could never go away.
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Deposit received')).not.toBeInTheDocument();
  });

  it('clears its timers on unmount', () => {
    const { show, view } = setup();
    show();
    show({ list: 'toastr', timeout: 3000 });
    expect(jest.getTimerCount()).toBeGreaterThan(0);
    view.unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('keeps the original deadline when the centre is remounted', () => {
    const { store, show, advance, view } = setup();
    show({ timeout: 2000 });
    advance(1500);
    view.unmount();
    render(
      <Provider store={store}>
        <NotificationCenter />
      </Provider>,
    );
    expectShownFor(advance, 1500);
  });
});

describe('NotificationCenter dismissing', () => {
  it('closes with the close button and calls on-dismiss once', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onDismiss = jest.fn();
    const { show, advance } = setup();
    show({ onDismiss });
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Deposit received')).not.toBeInTheDocument();
    advance(10000);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(pendingOnDismissCount()).toBe(0);
  });

  it('calls on-dismiss once when the timeout removes it', () => {
    const onDismiss = jest.fn();
    const { show, advance } = setup();
    show({ onDismiss, timeout: 1000 });
    advance(1999);
    expect(onDismiss).not.toHaveBeenCalled();
    advance(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('logs an on-dismiss callback that throws and still removes the notification', () => {
    const { show, advance } = setup();
    show({
      timeout: 1000,
      onDismiss: () => {
        throw new Error('caller bug');
      },
    });
    advance(2000);
    expect(screen.queryByText('Deposit received')).not.toBeInTheDocument();
    expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('on-dismiss'), expect.any(Error));
  });

  it('shows no close button when the flag is off', () => {
    const { show } = setup();
    show({ closeButton: false });
    expect(screen.queryByRole('button', { name: 'Close notification' })).not.toBeInTheDocument();
  });
});

describe('NotificationCenter rendering', () => {
  it('announces errors assertively and the rest politely, in the list they were sent to', () => {
    const { show } = setup();
    show({ status: 'error', message: 'Payment declined' });
    show({ status: 'plus', message: 'Bonus added', list: 'toastr' });

    const errors = screen.getByRole('list', { name: 'Error notifications' });
    expect(errors).toHaveAttribute('aria-live', 'assertive');
    expect(within(errors).getByText('Payment declined')).toBeInTheDocument();

    const messages = screen.getByRole('list', { name: 'Messages' });
    expect(messages).toHaveAttribute('aria-live', 'polite');
    expect(within(messages).getByText('Bonus added')).toBeInTheDocument();

    // Live regions exist before anything is added, so the first addition is announced too.
    expect(screen.getByRole('list', { name: 'Notifications' })).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('list', { name: 'Error messages' })).toHaveAttribute('aria-live', 'assertive');
  });

  it.each([
    ['attention', 'Warning'],
    ['check', 'Success'],
    ['confirm', 'Confirmation'],
    ['error', 'Error'],
    ['plus', 'Bonus'],
  ] as const)('gives status %s a hidden icon and the spoken label "%s"', (status, label) => {
    const { show } = setup();
    show({ status, message: 'Something happened' });
    const item = screen.getByRole('listitem');
    expect(within(item).getByText(label)).toBeInTheDocument();
    const icon = item.querySelector(`svg[data-status-icon="${status}"]`);
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows caption, image, custom icon, colours and classes', () => {
    const { show } = setup();
    show({
      caption: 'Account switched',
      message: 'You are now signed in as ann',
      image: 'https://cdn.test/picture.png',
      icon: 'https://cdn.test/icon.svg',
      textColor: 'rgb(1, 2, 3)',
      backgroundColor: 'rgb(250, 250, 250)',
      classes: 'promo  highlighted',
    });
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('Account switched')).toBeInTheDocument();
    expect(item).toHaveClass('promo', 'highlighted');
    expect(item).toHaveStyle({ color: 'rgb(1, 2, 3)', backgroundColor: 'rgb(250, 250, 250)' });
    // Decorative pictures: empty alt keeps them out of the accessibility tree.
    const images = item.querySelectorAll('img');
    expect([...images].map((image) => [image.getAttribute('src'), image.getAttribute('alt')])).toEqual([
      ['https://cdn.test/icon.svg', ''],
      ['https://cdn.test/picture.png', ''],
    ]);
    expect(item.querySelector('svg[data-status-icon]')).toBeNull();
  });

  it('renders messages as text, never HTML', () => {
    const { show } = setup();
    show({ message: '<b>bold</b>' });
    expect(screen.getByText('<b>bold</b>')).toBeInTheDocument();
  });
});
