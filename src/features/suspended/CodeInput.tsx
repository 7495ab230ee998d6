import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useT } from '@/shared/i18n/useT';
import { focusRing } from '@/shared/ui/focusRing';
import { token } from '@/shared/ui/theme';

export interface CodeInputProps {
  /** How many single-digit boxes (the code's length). */
  length: number;
  /** Called once per new complete value: all boxes filled and different from the last value it was called with. */
  onFilled: (code: string) => void;
  /** Changing it empties the boxes and focuses the first (a wrong code); the last complete value is kept. */
  clearKey: number;
  /** Id of the text naming the group (the screen's heading or a label). */
  labelledBy: string;
  /** Id of the text describing the state (the error). */
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** Focus the first box when the boxes appear. */
  focusFirst?: boolean;
}

const Boxes = styled.div`
  display: flex;
  gap: 12px;
`;

const Box = styled.input`
  box-sizing: border-box;
  width: 48px;
  height: 56px;
  border: 2px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorSurface')};
  color: ${token('colorText')};
  font: inherit;
  font-size: 24px;
  text-align: center;
  ${focusRing}

  &[aria-invalid='true'] {
    border-color: ${token('colorDanger')};
  }
`;

const DIGIT = /^\d$/;

/**
 * The code's single-digit boxes (docs/product/suspended.md#entering-the-code): a digit moves on to the next box,
 * Backspace in an empty box goes back and clears the one before, the arrow keys move, and a pasted code fills the
 * boxes from the focused one. Anything but a digit is refused. There is no submit button: `onFilled` fires when the
 * code is complete and new.
 */
export function CodeInput({
  length,
  onFilled,
  clearKey,
  labelledBy,
  describedBy,
  invalid,
  disabled,
  focusFirst,
}: CodeInputProps) {
  const t = useT();
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length }, () => ''));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const lastFilled = useRef<string | null>(null);

  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  // A wrong code: empty boxes, the first focused; the value just sent stays "last", so it is not sent again as is.
  // The boxes empty in the same render that shows the error (state adjusted while rendering, not in an effect:
  // an effect left one frame with the error shown beside the wrong code); the focus moves once the DOM is there.
  const [shownClearKey, setShownClearKey] = useState(clearKey);
  if (shownClearKey !== clearKey) {
    setShownClearKey(clearKey);
    setDigits(Array.from({ length }, () => ''));
  }
  const focusedClearKey = useRef(clearKey);
  useEffect(() => {
    if (focusedClearKey.current === clearKey) return;
    focusedClearKey.current = clearKey;
    boxes.current[0]?.focus();
  }, [clearKey]);

  useEffect(() => {
    if (focusFirst) boxes.current[0]?.focus();
    // On appearing only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const update = (next: string[]) => {
    setDigits(next);
    const code = next.join('');
    if (code.length === length && code !== lastFilled.current) {
      lastFilled.current = code;
      onFilled(code);
    }
  };

  const fillFrom = (index: number, typed: string) => {
    const next = [...digits];
    let at = index;
    for (const char of typed) {
      if (at >= length) break;
      next[at] = char;
      at += 1;
    }
    update(next);
    focusBox(at);
  };

  const onChange = (index: number, value: string) => {
    if (value === '') {
      update(digits.map((digit, i) => (i === index ? '' : digit)));
      return;
    }
    // The box holds one digit: what was typed is the character that is not the old one.
    const typed = value.length > 1 ? value.replace(digits[index] ?? '', '').slice(-1) || value.slice(-1) : value;
    if (!DIGIT.test(typed)) return;
    fillFrom(index, typed);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      update(digits.map((digit, i) => (i === index - 1 ? '' : digit)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').trim();
    // A whole code fills every box, wherever it is pasted; otherwise only digits are taken, from this box on.
    if (pasted.length === length && /^\d+$/.test(pasted)) fillFrom(0, pasted);
    else if (/^\d+$/.test(pasted)) fillFrom(index, pasted);
  };

  return (
    <Boxes role="group" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {digits.map((digit, index) => (
        <Box
          // The boxes never reorder: the index is their identity.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digit}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('suspended.code.digit', { n: index + 1, total: length })}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          onChange={(event) => onChange(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </Boxes>
  );
}
