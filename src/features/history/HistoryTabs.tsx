import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { HistoryMode } from '@contracts/api/history';
import { useT } from '@/shared/i18n/useT';
import { focusRing } from '@/shared/ui/focusRing';
import { token } from '@/shared/ui/theme';

/** The modes the screen offers, in tab order (docs/product/history.md, "Directions and modes"). */
export const TAB_MODES: readonly HistoryMode[] = ['all', 'in', 'out'];

export const tabId = (mode: HistoryMode) => `cash-history-tab-${mode}`;
export const PANEL_ID = 'cash-history-panel';

const TabList = styled.div`
  display: flex;
  gap: 4px;
  border-bottom: 2px solid ${token('colorBorder')};
`;

const Tab = styled.button<{ $selected: boolean }>`
  min-height: 44px;
  padding: 0 16px;
  border: 0;
  border-bottom: 4px solid ${({ $selected, theme }) => ($selected ? theme.colorPrimary : 'transparent')};
  background: none;
  color: ${token('colorText')};
  font: inherit;
  font-weight: ${({ $selected }) => ($selected ? 700 : 400)};
  cursor: pointer;
  ${focusRing}
`;

export interface HistoryTabsProps {
  mode: HistoryMode;
  onChange: (mode: HistoryMode) => void;
}

/**
 * The direction filter as a tablist (WAI-ARIA tabs, automatic activation): one tab stop, arrows move and select,
 * Home and End go to the first and last tab.
 */
export function HistoryTabs({ mode, onChange }: HistoryTabsProps) {
  const t = useT();
  const refs = useRef(new Map<HistoryMode, HTMLButtonElement>());
  const move = (to: HistoryMode) => {
    onChange(to);
    refs.current.get(to)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TAB_MODES.indexOf(mode);
    const last = TAB_MODES.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TAB_MODES.length
        : event.key === 'ArrowLeft'
          ? (index + last) % TAB_MODES.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const to = TAB_MODES[next];
    if (to) move(to);
  };
  return (
    <TabList role="tablist" aria-label={t('history.tabs')} onKeyDown={onKeyDown}>
      {TAB_MODES.map((item) => (
        <Tab
          key={item}
          ref={(node) => {
            if (node) refs.current.set(item, node);
            else refs.current.delete(item);
          }}
          id={tabId(item)}
          role="tab"
          type="button"
          aria-selected={item === mode}
          aria-controls={PANEL_ID}
          tabIndex={item === mode ? 0 : -1}
          $selected={item === mode}
          onClick={() => onChange(item)}
        >
          {t(`history.mode.${item}`)}
        </Tab>
      ))}
    </TabList>
  );
}
