import { act, render } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { manualLoader } from '@test/support/manualLoader';
import { logger } from '@/shared/log';
import { ErrorBoundary } from './ErrorBoundary';
import { preloadedPart } from './preloadedPart';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

function Screen({
  ready,
  show,
  part,
}: {
  ready: boolean;
  show: boolean;
  part: ReturnType<typeof preloadedPart<{ name: string }>>;
}) {
  part.usePreload(ready);
  return show ? <part.Part name="Ann" /> : <p>List</p>;
}

describe('preloadedPart', () => {
  it('starts the chunk only when told, once, and then renders the part in the same render', async () => {
    const { load, calls } = manualLoader(Greeting);
    const part = preloadedPart(load);
    const view = render(<Screen ready={false} show={false} part={part} />);
    expect(calls).toHaveLength(0);
    view.rerender(<Screen ready show={false} part={part} />);
    // In a later task than the effect (laterTask: a microtask here, where jsdom has no scheduler.yield).
    expect(calls).toHaveLength(0);
    await act(async () => undefined);
    expect(calls).toHaveLength(1);
    await act(async () => calls[0].resolve());
    view.rerender(<Screen ready show part={part} />);
    expect(screen.getByText('Hello Ann')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('useLoaded starts the chunk when told and says when it is in (a failure counts as settled)', async () => {
    const { load, calls } = manualLoader(Greeting);
    const part = preloadedPart(load);
    const Probe = ({ when }: { when: boolean }) => <p>{part.useLoaded(when) ? 'in' : 'waiting'}</p>;
    const view = render(<Probe when={false} />);
    expect(calls).toHaveLength(0);
    view.rerender(<Probe when />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await act(async () => calls[0].resolve());
    expect(screen.getByText('in')).toBeInTheDocument();

    const failing = manualLoader(Greeting);
    const other = preloadedPart(failing.load);
    const FailingProbe = () => <p>{other.useLoaded(true) ? 'settled' : 'waiting'}</p>;
    render(<FailingProbe />);
    await act(async () => failing.calls[0].reject(new Error('offline')));
    expect(screen.getByText('settled')).toBeInTheDocument();
  });

  it('renders nothing until a chunk it was not given time to preload arrives, then the part', async () => {
    const { load, calls } = manualLoader(Greeting);
    const part = preloadedPart(load);
    render(<Screen ready={false} show part={part} />);
    expect(screen.queryByText('Hello Ann')).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await act(async () => calls[0].resolve());
    expect(screen.getByText('Hello Ann')).toBeInTheDocument();
  });

  it('asks again after a failed preload, and a second failure reaches the error boundary', async () => {
    const errorLog = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { load, calls } = manualLoader(Greeting);
      const part = preloadedPart(load);
      const view = render(
        <ErrorBoundary>
          <Screen ready show={false} part={part} />
        </ErrorBoundary>,
      );
      await act(async () => undefined);
      await act(async () => calls[0].reject(new Error('chunk failed')));
      view.rerender(
        <ErrorBoundary>
          <Screen ready show part={part} />
        </ErrorBoundary>,
      );
      expect(calls).toHaveLength(2);
      await act(async () => calls[1].reject(new Error('chunk failed again')));
      expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
      expect(errorLog).toHaveBeenCalled();
    } finally {
      errorLog.mockRestore();
      consoleError.mockRestore();
    }
  });
});
