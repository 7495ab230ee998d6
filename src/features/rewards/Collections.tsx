import styled from 'styled-components';
import { useT } from '@/shared/i18n/useT';
import { CallError } from '@/shared/ui/CallError';
import { Card, CardHeading, Text, WithArt } from './parts.styles';
import { useGetStaticInfoQuery } from './api';
import { entriesOf, StaticArt } from './staticInfo';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const EntryTitle = styled(Text).attrs({ as: 'h4' })`
  font-weight: 600;
`;

/** The kinds listed under Collections, in this order (docs/product/rewards.md, "Static info entries"). */
const COLLECTION_KINDS = ['magic-box', 'rank-league', 'season'] as const;

/**
 * The collections (magic box, rank league, seasons) from the server's static info entries: artwork lazy-loaded in
 * a box of fixed size, the server's title and text. A failed call shows in place with Try again.
 */
export function Collections() {
  const t = useT();
  const info = useGetStaticInfoQuery();
  if (info.isLoading) return null;
  if (!info.data) return <CallError error={info.error} onRetry={() => void info.refetch()} />;
  const entries = COLLECTION_KINDS.flatMap((kind) => entriesOf(info.data, kind));
  if (entries.length === 0) return null;
  return (
    <Card aria-labelledby="rewards-collections-heading">
      <CardHeading id="rewards-collections-heading">{t('rewards.info.heading')}</CardHeading>
      <Grid>
        {entries.map((entry) => (
          <li key={`${entry.kind}:${entry.id}`}>
            <WithArt>
              <StaticArt entry={entry} size={40} />
              <div>
                <EntryTitle>{entry.title}</EntryTitle>
                {entry.text && <Text>{entry.text}</Text>}
              </div>
            </WithArt>
          </li>
        ))}
      </Grid>
    </Card>
  );
}
