import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { SavedCard } from '@contracts/api/deposit';
import { useT } from '@/shared/i18n/useT';
import { Button } from '@/shared/ui/Button';
import { useCreateCardPaymentMutation, useRemovePaymentMethodMutation } from '@/features/deposit/paymentApi';
import { Actions, ErrorText, List, Muted, ScreenHeading } from '@/shared/ui/layout';
import { AttemptProblem } from '@/shared/money/AttemptProblem';
import { SavedMethodRow } from '@/shared/money/ConfirmRemoval';
import { useSavedRemoval } from '@/shared/money/useSavedRemoval';
import { RadioCard } from '@/shared/ui/RadioCard';
import { Popup } from '@/shared/ui/Popup';
import { useIsNarrow } from '@/shared/navigation/useIsNarrow';
import { MoneyButton } from '@/shared/money/MoneyButton';
import { useMethodPayment } from '@/features/deposit/methods/useMethodPayment';
import { RemoveSavedMethod } from '@/features/deposit/methods/RemoveSavedMethod';
import { isPaymentCheckError } from '@/shared/money/paymentCheckError';
import { useCardWidgetChannel, widgetOrigin, widgetSrc } from './useCardWidgetChannel';
import type { WidgetMessage } from './widgetProtocol';
import type { MethodFormProps } from '@/features/deposit/methods/methodProps';

/**
 * Sized to the provider's page once it tells its height (a `size` message, widgetProtocol.ts); until then, or from
 * a widget that never tells, tall enough for the card form down to its Pay button at any width (at 320 px the
 * sandbox widget's Pay button ended at 347–366 px), the rest scrolling inside the frame.
 */
const Frame = styled.iframe`
  display: block;
  width: 100%;
  min-height: 420px;
  border: 0;
`;

/** A page taller than this scrolls inside its frame rather than make the cashier endlessly long. */
const MAX_FRAME_HEIGHT = 2000;

/** Saved cards, the live note, the actions and errors, spaced apart (the fieldset touched the Pay button). */
const PickerBody = styled.div`
  display: grid;
  gap: 12px;
`;

/** The saved cards' group: the legend as a plain label above the cards, no frame (the cards are framed). */
const CardsFieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 8px;
    padding: 0;
    font-weight: 600;
  }
`;

/** The card picker shows no section title of its own (the dialog's header says selectCard): `title` goes unused. */
export type CardMethodProps = MethodFormProps;

/**
 * The card picker: saved cards (up to cashCardLimit, then "show all") and a new card in the provider's widget.
 * Below 768 px it is a popup, otherwise inline. Going back from the widget to the saved cards hides it.
 */
export function CardMethod({ data, target, price, limits, onClose, onRestricted }: CardMethodProps) {
  const t = useT();
  const narrow = useIsNarrow();
  const content = (
    <>
      {limits !== undefined && <Muted>{limits}</Muted>}
      <CardPicker data={data} target={target} price={price} onRestricted={onRestricted} />
    </>
  );
  if (narrow) {
    return (
      <Popup title={t('cash.title.selectCard')} onClose={onClose}>
        {content}
      </Popup>
    );
  }
  return (
    <InlinePicker title={t('cash.title.selectCard')} onClose={onClose}>
      {content}
    </InlinePicker>
  );
}

function InlinePicker({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      {/* The header's step title says "Select a card" already: the section's name, for screen readers only. */}
      <ScreenHeading id={headingId}>{title}</ScreenHeading>
      {children}
      <Button variant="secondary" onClick={onClose}>
        {t('deposit.card.closePicker')}
      </Button>
    </section>
  );
}

const cardName = (t: ReturnType<typeof useT>, card: SavedCard) =>
  t('deposit.card.label', {
    brand: t(`deposit.card.brand.${card.brand}`),
    number: card.maskedNumber,
    expiry: card.expiry,
  });

function CardPicker(props: Pick<CardMethodProps, 'data' | 'target' | 'price' | 'onRestricted'>) {
  const { data } = props;
  const t = useT();
  const [createCardPayment] = useCreateCardPaymentMutation();
  const [removeMethod, removal] = useRemovePaymentMethodMutation();
  const payment = useMethodPayment(props);
  const { pay, submitting, error, body, payButton } = payment;
  // The cached list drops a card once the server confirms its removal (paymentApi), so `data` is the truth.
  const { savedCards } = data;
  const usable = savedCards.filter((card) => !card.isExpired);
  const [showAll, setShowAll] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(usable[0]?.id ?? null);
  // A removed (or expired) selection falls back to the first card that can pay.
  const chosenId = usable.some((card) => card.id === selectedId) ? selectedId : (usable[0]?.id ?? null);
  const [widgetOpen, setWidgetOpen] = useState(usable.length === 0);
  const cardList = useRef<HTMLFieldSetElement>(null);
  const newCardButton = useRef<HTMLButtonElement>(null);
  // Once the list no longer has the removed card, its Remove button is gone: focus moves to the next card that
  // can pay, else the new card button.
  const { remove: removeSaved, removedName } = useSavedRemoval({
    items: savedCards,
    idOf: (card) => card.id,
    focusAfter: () =>
      cardList.current?.querySelector<HTMLInputElement>('input[type="radio"]:not(:disabled)') ?? newCardButton.current,
  });
  const lastToken = useRef<string | null>(null);
  const wasWidgetOpen = useRef(widgetOpen);
  useEffect(() => {
    // Back from the widget: focus returns to the button that opened it, not to the page.
    if (wasWidgetOpen.current && !widgetOpen) newCardButton.current?.focus();
    wasWidgetOpen.current = widgetOpen;
  }, [widgetOpen]);
  const shownCards = showAll ? savedCards : savedCards.slice(0, data.cashCardLimit);

  const payWithSaved = () => {
    if (!chosenId) return;
    void pay(`card:${chosenId}`, (intent) => createCardPayment({ ...body(intent), savedCardId: chosenId }));
  };
  // Sent only once the player confirmed (ConfirmRemoval); a failure keeps the card and its confirm step says so.
  const remove = (card: SavedCard) =>
    removeSaved(card, cardName(t, card), () => removeMethod({ methodType: 'card', tokenId: card.id }));
  const payWithToken = (cardToken: string) => {
    lastToken.current = cardToken;
    // A card typed in the widget: every retry of it is one instrument (its token is single use, the key is not).
    void pay('card:new', (intent) => createCardPayment({ ...body(intent), cardToken }));
  };
  // A widget token is single use, so a failed card-pay needs the card again; when only a check failed, the
  // token was never sent and Try again may use it.
  const retryWithToken = () => {
    if (lastToken.current) payWithToken(lastToken.current);
  };
  const retry = !widgetOpen ? payWithSaved : isPaymentCheckError(error) || payment.unknown ? retryWithToken : undefined;

  return (
    <PickerBody>
      {!widgetOpen && (
        <>
          {savedCards.length > 0 ? (
            <CardsFieldset ref={cardList}>
              <legend>{t('deposit.card.saved')}</legend>
              <List>
                {shownCards.map((card) => (
                  <SavedMethodRow key={card.id}>
                    <SavedCardOption
                      card={card}
                      checked={card.id === chosenId}
                      onChange={() => setSelectedId(card.id)}
                    />
                    <RemoveSavedMethod
                      kind="card"
                      name={cardName(t, card)}
                      disabled={removal.isLoading || submitting}
                      onRemove={() => remove(card)}
                    />
                  </SavedMethodRow>
                ))}
              </List>
              {!showAll && savedCards.length > data.cashCardLimit && (
                <Button variant="link" onClick={() => setShowAll(true)}>
                  {t('deposit.card.showAll', { n: savedCards.length })}
                </Button>
              )}
            </CardsFieldset>
          ) : (
            <Muted>{t('deposit.card.noSaved')}</Muted>
          )}
          <div aria-live="polite">
            {removedName !== null && <Muted>{t('deposit.card.removed', { name: removedName })}</Muted>}
          </div>
          <Actions>
            <MoneyButton onClick={payWithSaved} disabled={!chosenId} {...payButton()} />
            {data.cardUrl && (
              <Button ref={newCardButton} variant="secondary" onClick={() => setWidgetOpen(true)}>
                {t('deposit.card.new')}
              </Button>
            )}
          </Actions>
        </>
      )}
      {widgetOpen && data.cardUrl && (
        <CardWidget
          cardUrl={data.cardUrl}
          submitting={submitting}
          onToken={payWithToken}
          onBack={savedCards.length > 0 ? () => setWidgetOpen(false) : undefined}
        />
      )}
      {widgetOpen && !data.cardUrl && <ErrorText role="alert">{t('deposit.card.widgetUnavailable')}</ErrorText>}
      <AttemptProblem {...payment.problem} onRetry={retry} />
    </PickerBody>
  );
}

/** A saved card as a radio card of the kit (shared/ui/RadioCard.tsx): brand and number, the expiry under them. */
function SavedCardOption({ card, checked, onChange }: { card: SavedCard; checked: boolean; onChange: () => void }) {
  const t = useT();
  return (
    <RadioCard
      name="deposit-saved-card"
      value={card.id}
      checked={checked}
      disabled={card.isExpired}
      onChange={onChange}
      label={`${t(`deposit.card.brand.${card.brand}`)} ${card.maskedNumber}`}
      description={`${t('deposit.card.expires', { expiry: card.expiry })}${card.isExpired ? ` ${t('deposit.card.expired')}` : ''}`}
    />
  );
}

interface CardWidgetProps {
  cardUrl: string;
  submitting: boolean;
  onToken: (cardToken: string) => void;
  onBack?: () => void;
}

/** The provider's card form in an iframe on its own origin; its result only starts the payment, the server decides. */
function CardWidget({ cardUrl, submitting, onToken, onBack }: CardWidgetProps) {
  const t = useT();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [status, setStatus] = useState<'idle' | 'decline' | '3ds'>('idle');
  const [height, setHeight] = useState<number | null>(null);
  const send = useCardWidgetChannel(frameRef, cardUrl, (message: WidgetMessage) => {
    if (message.type === 'size') {
      setHeight(Math.min(message.height, MAX_FRAME_HEIGHT));
    } else if (message.code === 'success' && message.cardToken) {
      setStatus('idle');
      onToken(message.cardToken);
    } else if (message.code === 'refresh') {
      send('REFRESH_TOKEN');
    } else if (message.code === 'decline') {
      setStatus('decline');
    } else if (message.code === '3ds') {
      setStatus('3ds');
    }
  });
  // "Use a new card" removes itself when pressed; focus goes to the card form instead of falling to <body>.
  useEffect(() => {
    frameRef.current?.focus({ preventScroll: true });
  }, []);
  if (!widgetOrigin(cardUrl)) return <ErrorText role="alert">{t('deposit.card.widgetUnavailable')}</ErrorText>;
  return (
    <div>
      <Frame
        ref={frameRef}
        title={t('deposit.card.widgetTitle')}
        src={widgetSrc(cardUrl)}
        style={height === null ? undefined : { height: `${height}px`, minHeight: 0 }}
        onLoad={() => send('SHOW_WIDGET')}
        sandbox="allow-scripts allow-forms allow-same-origin allow-popups"
      />
      <div aria-live="polite">
        {submitting && <Muted>{t('deposit.pay.submitting')}</Muted>}
        {status === '3ds' && <Muted>{t('deposit.card.threeDs')}</Muted>}
      </div>
      {status === 'decline' && <ErrorText role="alert">{t('deposit.card.declined')}</ErrorText>}
      {onBack && (
        <Button
          variant="link"
          onClick={() => {
            send('SHOW_METHODS');
            onBack();
          }}
        >
          {t('deposit.card.backToSaved')}
        </Button>
      )}
    </div>
  );
}
