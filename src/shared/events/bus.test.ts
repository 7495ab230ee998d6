import { getEventBus, createIsolatedEventBus } from './bus';

describe('event bus', () => {
  it('delivers to subscribers and stops after unsubscribe', () => {
    const bus = createIsolatedEventBus();
    const seen: boolean[] = [];
    const unsubscribe = bus.on('CASH_IS_OPEN', ({ isOpen }) => seen.push(isOpen));
    bus.emit('CASH_IS_OPEN', { isOpen: true });
    unsubscribe();
    bus.emit('CASH_IS_OPEN', { isOpen: false });
    expect(seen).toEqual([true]);
    expect(bus.listenerCount()).toBe(0);
  });

  it('off removes a handler; once fires a single time and can be removed before it fires', () => {
    const bus = createIsolatedEventBus();
    const handler = jest.fn();
    bus.on('logout', handler);
    bus.off('logout', handler);
    const onceHandler = jest.fn();
    bus.once('open-cash', onceHandler);
    bus.emit('open-cash', { path: '/cash/deposit/' });
    bus.emit('open-cash', { path: '/cash/history/' });
    const removedBeforeFiring = jest.fn();
    bus.once('leave-cash', removedBeforeFiring);
    bus.off('leave-cash', removedBeforeFiring);
    bus.emit('leave-cash', { path: '/cash/' });
    bus.emit('logout', { reason: 'player' });
    expect(handler).not.toHaveBeenCalled();
    expect(onceHandler).toHaveBeenCalledTimes(1);
    expect(onceHandler).toHaveBeenCalledWith({ path: '/cash/deposit/' });
    expect(removedBeforeFiring).not.toHaveBeenCalled();
    expect(bus.listenerCount()).toBe(0);
  });

  it('keeps delivering when one handler throws, and logs it', () => {
    const bus = createIsolatedEventBus();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = jest.fn();
    bus.on('re-init-data', () => {
      throw new Error('host bug');
    });
    bus.on('re-init-data', after);
    bus.emit('re-init-data', { reason: 'test' });
    expect(after).toHaveBeenCalledWith({ reason: 'test' });
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('"re-init-data" event handler threw'),
      expect.any(Error),
    );
    error.mockRestore();
  });

  it('onAny sees every event with its type', () => {
    const bus = createIsolatedEventBus();
    const all: string[] = [];
    const stop = bus.onAny((type, payload) => all.push(`${type}:${JSON.stringify(payload)}`));
    bus.emit('open-support-chat', { source: 'suspended' });
    bus.emit('check-terms', { termsRequirement: [] });
    stop();
    bus.emit('logout', { reason: 'player' });
    expect(all).toEqual(['open-support-chat:{"source":"suspended"}', 'check-terms:{"termsRequirement":[]}']);
  });

  it('is one bus per page even when two copies of the module load', () => {
    const first = getEventBus();
    let second: ReturnType<typeof getEventBus> | undefined;
    jest.isolateModules(() => {
      // A second copy of the module, as when two remote builds (or the host's own bundle) load it.
      const copy = require('./bus') as { getEventBus: typeof getEventBus };
      second = copy.getEventBus();
    });
    expect(second).toBe(first);
    const handler = jest.fn();
    const unsubscribe = first.on('websocket-reconnect', handler);
    second?.emit('websocket-reconnect', { reason: 'switched' });
    unsubscribe();
    expect(handler).toHaveBeenCalledWith({ reason: 'switched' });
  });
});

describe('present state for late subscribers', () => {
  it('isOpen() answers the last CASH_IS_OPEN, false before the first', () => {
    const bus = createIsolatedEventBus();
    expect(bus.isOpen()).toBe(false);
    bus.emit('CASH_IS_OPEN', { isOpen: true });
    const seen: boolean[] = [];
    // A host that arrives now: reads the state, then listens.
    seen.push(bus.isOpen());
    bus.on('CASH_IS_OPEN', ({ isOpen }) => seen.push(isOpen));
    bus.emit('CASH_IS_OPEN', { isOpen: false });
    expect(seen).toEqual([true, false]);
    expect(bus.isOpen()).toBe(false);
  });
});
