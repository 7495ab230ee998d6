import { useContext, useId } from 'react';
import styled from 'styled-components';
import { useT } from '@/shared/i18n/useT';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { RouteIdContext } from '@/shared/navigation/stepTitle';
import { placeholderMessages } from './placeholderMessages';

registerMessages(placeholderMessages);

/**
 * PLACEHOLDER: stands in for a screen whose tracker issue is still open, and says so to the player.
 * Routes load it through placeholderScreen (shared/navigation/placeholder.ts), naming the issue that replaces it.
 */
const Box = styled.section`
  display: grid;
  gap: 8px;
  padding: 24px;
  border: 2px dashed ${({ theme }) => theme.colorBorder};
  border-radius: ${({ theme }) => theme.radius};
  text-align: center;
`;

export interface PlaceholderScreenProps {
  /** i18n key of the screen's name. */
  nameKey: string;
  /** The tracker issue that delivers the screen, e.g. "[3] Deposit"; absent when no issue is filed yet. */
  issue?: string;
}

export default function PlaceholderScreen({ nameKey, issue }: PlaceholderScreenProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Box aria-labelledby={titleId} data-placeholder="true">
      <h3 id={titleId}>{t(nameKey)}</h3>
      <p>{issue ? t('cash.placeholder.pendingIssue', { issue }) : t('cash.placeholder.notPlanned')}</p>
    </Box>
  );
}

/** The placeholder of the route it renders on, named by the route's title key (the loader's `default`). */
export function placeholderFor(issue?: string) {
  return function Placeholder() {
    return <PlaceholderScreen nameKey={`cash.route.${useContext(RouteIdContext) ?? ''}`} issue={issue} />;
  };
}
