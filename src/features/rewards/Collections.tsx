import styled from 'styled-components';
import { useT } from '@/shared/i18n/useT';
import { Art, Card, CardHeading, Text, WithArt } from './parts.styles';
import { COLLECTIONS } from './staticInfo';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The static info entries (magic box, rank league, seasons): artwork lazy-loaded at a fixed size, and their texts. */
export function Collections() {
  const t = useT();
  return (
    <Card aria-labelledby="rewards-collections-heading">
      <CardHeading id="rewards-collections-heading">{t('rewards.info.heading')}</CardHeading>
      <Grid>
        {COLLECTIONS.map((entry) => (
          <li key={entry.id}>
            <WithArt>
              <Art src={entry.image} alt="" width={40} height={40} loading="lazy" />
              <div>
                <Text as="h4" style={{ margin: 0, fontSize: '1rem' }}>
                  {t(entry.title)}
                </Text>
                {entry.text && <Text>{t(entry.text)}</Text>}
              </div>
            </WithArt>
          </li>
        ))}
      </Grid>
    </Card>
  );
}
