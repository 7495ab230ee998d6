import { render } from '@testing-library/react';
import { FIRST_SCREEN_READY_MARK, markFirstScreenReady, useReadyMark } from './readyMark';

function Screen({ ready, route = 'deposit' }: { ready: boolean; route?: string }) {
  useReadyMark(route, ready);
  return <p>{ready ? 'ready' : 'loading'}</p>;
}

// jsdom's Performance has no User Timing API: each test installs a recording performance.mark.
const mark = jest.fn();
beforeEach(() => {
  mark.mockReset();
  Object.defineProperty(performance, 'mark', { configurable: true, writable: true, value: mark });
});
afterEach(() => {
  Reflect.deleteProperty(performance, 'mark');
});

describe('useReadyMark', () => {
  it('marks nothing while the screen is not ready', () => {
    const { rerender } = render(<Screen ready={false} />);
    rerender(<Screen ready={false} />);
    expect(mark).not.toHaveBeenCalled();
  });

  it('marks once, with the route as detail, when the screen becomes ready, and not again on later renders', () => {
    const { rerender } = render(<Screen ready={false} />);
    rerender(<Screen ready />);
    rerender(<Screen ready={false} />);
    rerender(<Screen ready />);
    expect(mark.mock.calls).toEqual([[FIRST_SCREEN_READY_MARK, { detail: { route: 'deposit' } }]]);
  });

  it('marks again for a new open (a new mount)', () => {
    render(<Screen ready />).unmount();
    render(<Screen ready route="redeem" />);
    expect(mark.mock.calls.map(([, options]: [string, { detail: { route: string } }]) => options.detail.route)).toEqual(
      ['deposit', 'redeem'],
    );
  });
});

describe('markFirstScreenReady', () => {
  it('is a no-op where the User Timing API is missing', () => {
    Reflect.deleteProperty(performance, 'mark');
    expect('mark' in performance).toBe(false);
    expect(() => markFirstScreenReady('deposit')).not.toThrow();
  });
});
