import * as v from 'valibot';
import { mulberry32 } from '@host-demo/sandbox/random';
import { createFrameChannel, type FrameRejection } from './createFrameChannel';

/** A card-widget-like protocol: what the fuzz must let through, and only this. */
const WidgetMessage = v.variant('type', [
  v.strictObject({ type: v.literal('ready') }),
  v.strictObject({
    type: v.literal('resize'),
    height: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4000)),
  }),
  v.strictObject({
    type: v.literal('tokenized'),
    paymentToken: v.pipe(v.string(), v.regex(/^tok_[A-Za-z0-9]{8,64}$/)),
  }),
  v.strictObject({ type: v.literal('error'), code: v.picklist(['declined', 'invalid', 'expired']) }),
]);
type WidgetMessage = v.InferOutput<typeof WidgetMessage>;

const FRAME_SRC = 'https://widget.example.test:8443/card/?session=abc';
const FRAME_ORIGIN = 'https://widget.example.test:8443';

/** Deterministic, so a failure replays. */
const random = mulberry32;

function addFrame(src: string): HTMLIFrameElement {
  const iframe = document.createElement('iframe');
  // jsdom does not load the page; the frame still gets its own window, which is all `event.source` needs.
  iframe.setAttribute('data-src', src);
  document.body.append(iframe);
  return iframe;
}

function windowOf(iframe: HTMLIFrameElement): Window {
  const frameWindow = iframe.contentWindow;
  if (!frameWindow) throw new Error('the test iframe has no window');
  return frameWindow;
}

function post(data: unknown, origin: string, source: Window | null): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

const WRONG_ORIGINS = [
  'https://widget.example.test', // port dropped
  'https://widget.example.test:8444',
  'http://widget.example.test:8443', // scheme
  'https://evil.widget.example.test:8443',
  'https://widget.example.test.evil.test:8443',
  'https://WIDGET.example.test:8443x',
  `${FRAME_ORIGIN}/`,
  `${FRAME_ORIGIN} `,
  'null',
  '',
  '*',
  'https://widget.example.test:8443.evil.test',
];

const validMessages = (next: () => number): WidgetMessage => {
  const pick = Math.floor(next() * 4);
  if (pick === 0) return { type: 'ready' };
  if (pick === 1) return { type: 'resize', height: Math.floor(next() * 4000) };
  if (pick === 2)
    return {
      type: 'tokenized',
      paymentToken: `tok_${Math.floor(next() * 1e12)
        .toString(36)
        .padEnd(8, 'x')}`,
    };
  return { type: 'error', code: (['declined', 'invalid', 'expired'] as const)[Math.floor(next() * 3)] ?? 'declined' };
};

function polluted(): unknown[] {
  return [
    JSON.parse('{"type":"ready","__proto__":{"polluted":true}}'),
    JSON.parse('{"__proto__":{"type":"ready"}}'),
    JSON.parse('{"type":"tokenized","paymentToken":"tok_abcdefgh","constructor":{"prototype":{"polluted":true}}}'),
    { type: 'resize', height: 10, prototype: { polluted: true } },
    Object.assign(Object.create({ type: 'ready' }) as object, {}),
    Object.create(null) as object,
  ];
}

function wrongShapes(next: () => number): unknown[] {
  const huge = 'A'.repeat(1_000_000 + Math.floor(next() * 10));
  return [
    undefined,
    null,
    0,
    NaN,
    true,
    'ready',
    '{"type":"ready"}',
    [],
    [{ type: 'ready' }],
    {},
    { type: 'READY' },
    { type: 'ready', extra: 1 },
    { type: 'resize', height: -1 },
    { type: 'resize', height: 1.5 },
    { type: 'resize', height: '100' },
    { type: 'resize', height: Number.POSITIVE_INFINITY },
    { type: 'tokenized', paymentToken: '' },
    { type: 'tokenized', paymentToken: `tok_${huge}` },
    { type: 'tokenized', paymentToken: '<img src=x onerror=alert(1)>' },
    { type: 'tokenized' },
    { type: 'error', code: 'approved' },
    { type: 'success', paymentId: 'p_1' },
    { type: huge },
    new Date(),
    new Map([['type', 'ready']]),
    ...polluted(),
  ];
}

describe('createFrameChannel', () => {
  let iframe: HTMLIFrameElement;
  let otherFrame: HTMLIFrameElement;

  beforeEach(() => {
    iframe = addFrame(FRAME_SRC);
    otherFrame = addFrame(FRAME_SRC);
  });
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('fuzz: of 10,000 messages only the schema-valid ones from the frame’s origin and window get through', () => {
    const next = random(20261122);
    const received: WidgetMessage[] = [];
    const rejected: Record<FrameRejection, number> = { disposed: 0, origin: 0, source: 0, schema: 0 };
    const channel = createFrameChannel({
      iframe,
      frameSrc: FRAME_SRC,
      schema: WidgetMessage,
      onMessage: (message) => received.push(message),
      onReject: (reason) => {
        rejected[reason] += 1;
      },
    });
    const frame = windowOf(iframe);
    const wrongFrame = windowOf(otherFrame);
    const shapes = wrongShapes(next);
    const expected: WidgetMessage[] = [];
    const pickFrom = <T>(list: readonly T[]): T => {
      const item = list[Math.floor(next() * list.length)];
      if (item === undefined && list.length > 0) return list[0] as T;
      return item as T;
    };

    for (let i = 0; i < 10_000; i += 1) {
      const kind = Math.floor(next() * 6);
      if (kind === 0) {
        const message = validMessages(next);
        expected.push(message);
        post(message, FRAME_ORIGIN, frame);
      } else if (kind === 1) {
        post(validMessages(next), pickFrom(WRONG_ORIGINS), frame); // right shape and window, wrong origin
      } else if (kind === 2) {
        post(validMessages(next), FRAME_ORIGIN, wrongFrame); // right shape and origin, another frame
      } else if (kind === 3) {
        post(validMessages(next), FRAME_ORIGIN, pickFrom([null, window])); // no source, or the page itself
      } else if (kind === 4) {
        post(pickFrom(shapes), FRAME_ORIGIN, frame); // right frame, wrong shape
      } else {
        post(pickFrom(shapes), pickFrom(WRONG_ORIGINS), pickFrom([wrongFrame, null])); // wrong everything
      }
    }

    expect(expected.length).toBeGreaterThan(1000);
    expect(received).toEqual(expected);
    expect(rejected.origin + rejected.source + rejected.schema + received.length).toBe(10_000);
    expect(rejected.origin).toBeGreaterThan(0);
    expect(rejected.source).toBeGreaterThan(0);
    expect(rejected.schema).toBeGreaterThan(0);
    // Nothing leaked onto shared prototypes.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('type');
    channel.dispose();
    // 10,000 jsdom events take a few seconds on a loaded machine.
  }, 60_000);

  it('hands on the parsed output, not the posted object, so extra prototype keys never reach the callback', () => {
    const received: WidgetMessage[] = [];
    const channel = createFrameChannel({
      iframe,
      frameSrc: FRAME_SRC,
      schema: WidgetMessage,
      onMessage: (m) => received.push(m),
    });
    const posted: unknown = JSON.parse('{"type":"ready","__proto__":{"isAdmin":true}}');
    post(posted, FRAME_ORIGIN, windowOf(iframe));
    // strictObject rejects the own "__proto__" key JSON.parse creates.
    expect(received).toEqual([]);
    channel.dispose();
  });

  it('sends only to the frame’s exact origin, never "*"', () => {
    const channel = createFrameChannel<typeof WidgetMessage, { type: 'submit' }>({
      iframe,
      frameSrc: FRAME_SRC,
      schema: WidgetMessage,
      onMessage: () => undefined,
    });
    const postMessage = jest.spyOn(windowOf(iframe), 'postMessage').mockImplementation(() => undefined);
    channel.send({ type: 'submit' });
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledWith({ type: 'submit' }, FRAME_ORIGIN);
    expect(channel.origin).toBe(FRAME_ORIGIN);
    channel.dispose();
    channel.send({ type: 'submit' });
    expect(postMessage).toHaveBeenCalledTimes(1);
  });

  it('removes its listener on dispose: a valid message afterwards is ignored', () => {
    const received: WidgetMessage[] = [];
    const removeEventListener = jest.spyOn(window, 'removeEventListener');
    const channel = createFrameChannel({
      iframe,
      frameSrc: FRAME_SRC,
      schema: WidgetMessage,
      onMessage: (m) => received.push(m),
    });
    post({ type: 'ready' }, FRAME_ORIGIN, windowOf(iframe));
    channel.dispose();
    post({ type: 'ready' }, FRAME_ORIGIN, windowOf(iframe));
    expect(received).toEqual([{ type: 'ready' }]);
    expect(removeEventListener).toHaveBeenCalledWith('message', expect.any(Function));
    removeEventListener.mockRestore();
  });

  it('drops messages while the iframe is detached (its window is gone)', () => {
    const received: WidgetMessage[] = [];
    const frame = windowOf(iframe);
    const channel = createFrameChannel({
      iframe,
      frameSrc: FRAME_SRC,
      schema: WidgetMessage,
      onMessage: (m) => received.push(m),
    });
    iframe.remove();
    post({ type: 'ready' }, FRAME_ORIGIN, frame);
    post({ type: 'ready' }, FRAME_ORIGIN, null);
    expect(received).toEqual([]);
    channel.dispose();
  });

  it.each([
    '/card/',
    'data:text/html,<p>x</p>',
    'javascript:alert(1)',
    'blob:https://widget.example.test/1',
    'not a url',
  ])('refuses a frameSrc without an http(s) origin: %s', (frameSrc) => {
    expect(() => createFrameChannel({ iframe, frameSrc, schema: WidgetMessage, onMessage: () => undefined })).toThrow();
  });
});

describe('createFrameChannel: https only (loopback excepted)', () => {
  afterEach(() => document.body.replaceChildren());

  it.each(['http://widget.example.test/card/', 'http://10.0.0.5/card/', 'http://localhost.evil.example/card/'])(
    'refuses plain http on a host that is not loopback: %s',
    (frameSrc) => {
      const iframe = addFrame('about:blank');
      expect(() =>
        createFrameChannel({ iframe, frameSrc, schema: WidgetMessage, onMessage: () => undefined }),
      ).toThrow();
    },
  );

  it.each(['http://localhost:4010/card/', 'http://127.0.0.1:4010/card/', 'http://[::1]:4010/card/'])(
    'accepts plain http on a loopback host (the sandbox, the e2e suites): %s',
    (frameSrc) => {
      const iframe = addFrame('about:blank');
      const channel = createFrameChannel({ iframe, frameSrc, schema: WidgetMessage, onMessage: () => undefined });
      expect(channel.origin).toBe(new URL(frameSrc).origin);
      channel.dispose();
    },
  );
});
