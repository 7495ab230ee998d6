import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { createFrameChannel, type FrameChannel } from '@/shared/frames/createFrameChannel';
import { safeRemoteUrl } from '@/shared/frames/safeUrl';
import { logger } from '@/shared/log';
import { WidgetMessage, type WidgetCommand, type WidgetCommandMessage } from './widgetProtocol';

/** The exact origin of the widget URL, or null when it may not be framed (https only, loopback excepted: safeRemoteUrl). */
export function widgetOrigin(cardUrl: string): string | null {
  return safeRemoteUrl(cardUrl)?.origin ?? null;
}

/**
 * The postMessage channel with the card widget iframe (shared/frames): a message is accepted only from the
 * exact origin of `cardUrl`, only from that iframe's window, and only if it matches its schema; commands are
 * posted to that origin only (never '*').
 */
export function useCardWidgetChannel(
  frameRef: RefObject<HTMLIFrameElement | null>,
  cardUrl: string,
  onResult: (message: WidgetMessage) => void,
) {
  const origin = widgetOrigin(cardUrl);
  const onResultRef = useRef(onResult);
  const channel = useRef<FrameChannel<WidgetCommandMessage> | null>(null);
  useEffect(() => {
    onResultRef.current = onResult;
  });

  useEffect(() => {
    const iframe = frameRef.current;
    if (!origin || !iframe) return;
    const created = createFrameChannel<typeof WidgetMessage, WidgetCommandMessage>({
      iframe,
      frameSrc: cardUrl,
      schema: WidgetMessage,
      onMessage: (message) => onResultRef.current(message),
      onReject: (reason) => {
        if (reason === 'schema') logger.warn('ignored a card widget message that breaks its schema');
      },
    });
    channel.current = created;
    return () => {
      created.dispose();
      channel.current = null;
    };
  }, [frameRef, origin, cardUrl]);

  return useCallback((command: WidgetCommand) => channel.current?.send({ type: 'command', command }), []);
}

/** The widget page URL with the exact parent origin it must answer to. */
export function widgetSrc(cardUrl: string): string {
  const url = new URL(cardUrl);
  url.searchParams.set('parentOrigin', window.location.origin);
  return url.toString();
}
