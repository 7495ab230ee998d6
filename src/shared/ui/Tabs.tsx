import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { token } from './theme';

const TabList = styled.div`
  display: flex;
  gap: ${token('space1')};
  border-bottom: 1px solid ${token('colorBorder')};
  overflow-x: auto;
`;

const Tab = styled.button`
  flex: none;
  min-height: 44px;
  margin-bottom: -1px;
  padding: 0 ${token('space4')};
  border: 0;
  /* The selected tab: a 3 px underline and bold words, not colour alone. */
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${token('colorTextMuted')};
  font: inherit;
  cursor: pointer;

  &[aria-selected='true'] {
    border-bottom-color: ${token('colorPrimary')};
    color: ${token('colorText')};
    font-weight: 700;
  }
  &:focus-visible {
    outline: 3px solid ${token('colorFocus')};
    outline-offset: -3px;
  }
`;

const Panel = styled.div`
  padding-top: ${token('space4')};

  /* The style isolation's \`all: revert\` also reverts the hidden attribute's display: none
     (docs/design-system.md, "Writing components"). */
  &[hidden] {
    display: none;
  }

  &:focus-visible {
    outline: 3px solid ${token('colorFocus')};
    outline-offset: 2px;
  }
`;

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps {
  /** The accessible name of the tab list. */
  label: string;
  tabs: TabItem[];
  /** The selected tab's id when the parent keeps it; otherwise the first tab starts selected. */
  selected?: string;
  onSelect?: (id: string) => void;
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop (the selected tab); Left/Right move and select
 * (wrapping), Home/End go to the first/last; Tab moves on to the panel.
 */
export function Tabs({ label, tabs, selected, onSelect }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(tabs[0]?.id);
  const current = selected ?? own;
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    setOwn(id);
    onSelect?.(id);
    refs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((tab) => tab.id === current);
    const last = tabs.length - 1;
    const next = { ArrowRight: at === last ? 0 : at + 1, ArrowLeft: at <= 0 ? last : at - 1, Home: 0, End: last }[
      event.key
    ];
    const target = next === undefined ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    select(target.id);
  };

  return (
    <div>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            ref={(element) => {
              if (element) refs.current.set(tab.id, element);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === current}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === current ? 0 : -1}
            onClick={() => select(tab.id)}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <Panel
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== current}
          tabIndex={0}
        >
          {tab.id === current && tab.panel}
        </Panel>
      ))}
    </div>
  );
}
