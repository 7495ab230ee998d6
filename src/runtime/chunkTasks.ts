import { laterTask } from '@/shared/perf/laterTask';

/** webpack's chunk loading handlers (`__webpack_require__.f`): each adds its promises for a chunk being loaded. */
type ChunkHandlers = Record<string, (chunkId: string | number, promises: Promise<unknown>[]) => void>;

declare const __webpack_require__: { f?: ChunkHandlers } | undefined;

/**
 * Has every chunk of the cashier that is loaded over the network run in a task after its file's: the code that
 * waits for the chunk (an expose's factory, which evaluates the shell's modules; a lazy route's module) runs in a
 * task of its own instead of the one in which the browser runs the script (for the shell, finishing V8's compile of
 * 150 KB). Each half is then shorter than 50 ms at the bench's 4× CPU (docs/architecture.md, "Opening fast"). A
 * chunk already in costs nothing: no promise to wait for, no task.
 */
export function runChunksInTasks(handlers: ChunkHandlers | undefined = currentHandlers()): void {
  if (!handlers || handlers.cashierTask) return;
  // Added last, so it runs after the handlers that load the file and the shared modules, and waits for theirs.
  handlers.cashierTask = (_chunkId, promises) => {
    if (promises.length === 0) return;
    promises.push(Promise.all(promises.slice()).then(laterTask));
  };
}

function currentHandlers(): ChunkHandlers | undefined {
  return typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__.f;
}
