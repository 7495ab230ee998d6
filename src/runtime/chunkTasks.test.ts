import { runChunksInTasks } from './chunkTasks';

// The later task, run by the test: jsdom has no `scheduler.yield()`.
const laterTasks: Array<() => void> = [];
jest.mock('@/shared/perf/laterTask', () => ({
  laterTask: () => new Promise<void>((resolve) => laterTasks.push(resolve)),
}));
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

type Handler = (chunkId: string | number, promises: Promise<unknown>[]) => void;

/** What `__webpack_require__.e` does: every handler adds its promises for the chunk, then it waits for all. */
function ensureChunk(handlers: Record<string, Handler>, chunkId: string): Promise<unknown> {
  const promises: Promise<unknown>[] = [];
  for (const key of Object.keys(handlers)) handlers[key]?.(chunkId, promises);
  return Promise.all(promises);
}

describe('runChunksInTasks', () => {
  it('a chunk loaded over the network: ready only in a task after the one its file ran in', async () => {
    let scriptRan: () => void = () => undefined;
    const handlers: Record<string, Handler> = {
      j: (_chunkId, promises) => promises.push(new Promise<void>((resolve) => (scriptRan = resolve))),
    };
    runChunksInTasks(handlers);
    let ready = false;
    void ensureChunk(handlers, 'shell').then(() => (ready = true));
    await flush();
    expect(laterTasks).toHaveLength(0);
    scriptRan();
    await flush();
    // The file has run: what waits for the chunk (an expose's factory) waits for one more task.
    expect(ready).toBe(false);
    expect(laterTasks).toHaveLength(1);
    laterTasks.shift()?.();
    await flush();
    expect(ready).toBe(true);
  });

  it('a chunk already in: nothing to wait for, nothing added', () => {
    const handlers: Record<string, Handler> = { j: () => undefined };
    runChunksInTasks(handlers);
    const promises: Promise<unknown>[] = [];
    for (const handler of Object.values(handlers)) handler('shell', promises);
    expect(promises).toHaveLength(0);
  });

  it('installs once, after the handlers that load the file', () => {
    const handlers: Record<string, Handler> = { consumes: () => undefined, j: () => undefined };
    runChunksInTasks(handlers);
    const installed = handlers.cashierTask;
    runChunksInTasks(handlers);
    expect(Object.keys(handlers)).toEqual(['consumes', 'j', 'cashierTask']);
    expect(handlers.cashierTask).toBe(installed);
  });

  it('outside webpack (no chunk handlers): does nothing', () => {
    expect(() => runChunksInTasks()).not.toThrow();
  });
});
