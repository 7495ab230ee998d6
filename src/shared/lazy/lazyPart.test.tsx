import { act, render } from '@testing-library/react';
import { screen } from '@test/support/screen';
import userEvent from '@testing-library/user-event';
import { spyOnLoggedErrors } from '@test/support/cashierTest';
import { ErrorBoundary } from '@/shared/ui/ErrorBoundary';
import { lazyPart, lazyPartById } from './lazyPart';
import { manualLoader } from '@test/support/manualLoader';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

/** Silences and collects what a failing part logs (the boundary's log line, React's console report). */
function quietFailures() {
  const cleanups: (() => void)[] = [];
  const logged = spyOnLoggedErrors(cleanups);
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  cleanups.push(() => consoleError.mockRestore());
  return { logged, restore: () => cleanups.forEach((cleanup) => cleanup()) };
}

describe('lazyPart', () => {
  it('loads once: every preload and every mounted part share one promise', async () => {
    const { load, calls } = manualLoader(Greeting);
    const part = lazyPart(load);
    const first = part.preload();
    expect(part.preload()).toBe(first);
    render(
      <>
        <part.Part name="Ann" />
        <part.Part name="Bob" />
      </>,
    );
    expect(calls).toHaveLength(1);
    await act(async () => calls[0].resolve());
    await expect(first).resolves.toBe(Greeting);
    expect(screen.getByText('Hello Ann')).toBeInTheDocument();
    expect(screen.getByText('Hello Bob')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('shows its fallback while it loads, then the part', async () => {
    const { load, calls } = manualLoader(Greeting);
    const part = lazyPart(load, <p>Loading</p>);
    render(<part.Part name="Ann" />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(part.isLoaded()).toBe(false);
    await act(async () => calls[0].resolve());
    expect(part.isLoaded()).toBe(true);
    expect(screen.getByText('Hello Ann')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('renders in the frame it mounts once loaded: no fallback, no wait', async () => {
    const { load, calls } = manualLoader(Greeting);
    const part = lazyPart(load, <p>Loading</p>);
    const preloaded = part.preload();
    calls[0].resolve();
    await preloaded;
    render(<part.Part name="Ann" />);
    // Synchronously, without act's flush of effects or promises.
    expect(screen.getByText('Hello Ann')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('a failed load reaches the error boundary; Try again mounts the part again, which asks again', async () => {
    const failures = quietFailures();
    try {
      const { load, calls } = manualLoader(Greeting);
      const part = lazyPart(load);
      render(
        <ErrorBoundary>
          <part.Part name="Ann" />
        </ErrorBoundary>,
      );
      await act(async () => calls[0].reject(new Error('chunk failed')));
      expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
      expect(failures.logged).toHaveBeenCalledTimes(1);
      expect(calls).toHaveLength(1);
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(calls).toHaveLength(2);
      await act(async () => calls[1].resolve());
      expect(screen.getByText('Hello Ann')).toBeInTheDocument();
    } finally {
      failures.restore();
    }
  });

  it('a failed preload is forgotten: the next preload or mount asks again', async () => {
    const { load, calls } = manualLoader(Greeting);
    const part = lazyPart(load);
    const failed = part.preload();
    calls[0].reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    const again = part.preload();
    expect(again).not.toBe(failed);
    expect(calls).toHaveLength(2);
    calls[1].reject(new Error('offline'));
    await expect(again).rejects.toThrow('offline');
    render(<part.Part name="Ann" />);
    expect(calls).toHaveLength(3);
    await act(async () => calls[2].resolve());
    expect(screen.getByText('Hello Ann')).toBeInTheDocument();
  });
});

describe('lazyPartById', () => {
  it('makes one part per id, on first use', () => {
    const make = jest.fn((item: { id: string }) => lazyPart(() => Promise.resolve(() => <p>{item.id}</p>)));
    const partOf = lazyPartById(make);
    const first = partOf({ id: 'a' });
    expect(partOf({ id: 'a' })).toBe(first);
    expect(partOf({ id: 'b' })).not.toBe(first);
    expect(make).toHaveBeenCalledTimes(2);
  });
});
