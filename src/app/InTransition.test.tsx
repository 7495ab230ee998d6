import { waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { InTransition } from './InTransition';

type Globals = typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean };
const globals = globalThis as Globals;

describe('InTransition', () => {
  let was: boolean | undefined;
  beforeEach(() => {
    // React's own scheduling, as in a page: no act() to flush the transition at once.
    was = globals.IS_REACT_ACT_ENVIRONMENT;
    globals.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    globals.IS_REACT_ACT_ENVIRONMENT = was;
    document.body.replaceChildren();
  });

  it("commits nothing in the host's update, then renders its children in a later task", async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    const rendered: string[] = [];
    function Child() {
      rendered.push('child');
      return <p>cashier</p>;
    }
    flushSync(() => root.render(<InTransition>{<Child />}</InTransition>));
    // The host's commit is done and holds nothing of the cashier; its render did not run either.
    expect(host.textContent).toBe('');
    expect(rendered).toEqual([]);
    await waitFor(() => expect(host.textContent).toBe('cashier'));
    root.unmount();
  });

  it('a host update while the transition is pending does not lose it', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    flushSync(() => root.render(<InTransition>{<p>first</p>}</InTransition>));
    flushSync(() => root.render(<InTransition>{<p>second</p>}</InTransition>));
    await waitFor(() => expect(host.textContent).toBe('second'));
    root.unmount();
  });

  it('the children render in slices: the page gets a turn between them', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    const order: string[] = [];
    function Busy({ name }: { name: string }) {
      order.push(name);
      // The page's own work, due as soon as the first child has rendered.
      if (name === 'a' && !order.includes('timer set')) {
        order.push('timer set');
        setTimeout(() => order.push('page'), 0);
      }
      const until = performance.now() + 15;
      while (performance.now() < until) {
        // A component as slow as the cashier's heavier ones at the bench's 4× CPU.
      }
      return <span>{name}</span>;
    }
    flushSync(() =>
      root.render(
        <InTransition>
          <Busy name="a" />
          <Busy name="b" />
          <Busy name="c" />
        </InTransition>,
      ),
    );
    await waitFor(() => expect(host.textContent).toBe('abc'));
    await waitFor(() => expect(order).toContain('page'));
    // One synchronous render would run a, b and c in one task, and the page's timer only after it.
    expect(order.indexOf('page')).toBeLessThan(order.indexOf('c'));
    root.unmount();
  });
});
