import type { StaticInfoData, StaticInfoEntry } from '@contracts/api/rewards';
import { useGetStaticInfoQuery } from './api';
import { Art, ArtBox } from './parts.styles';

/*
 * The static info entries (docs/product/rewards.md, "Static info entries"): the server's artwork and texts of the
 * deposit-streak skins, the magic box, the rank league, the seasons and the scratch card (`rewards.getStaticInfo`,
 * fetched once and shared by every part that shows one). Titles and texts are the server's, in the player's
 * language, and shown as text only.
 */

/** The entries of one kind, in the server's order. */
export const entriesOf = (data: StaticInfoData | undefined, kind: string): StaticInfoEntry[] =>
  data?.entries.filter((entry) => entry.kind === kind) ?? [];

/** The entry of a kind with this id; for a skin, the classic one when the streak's skin has no entry. */
export function useStaticEntry(kind: string, id: string | null): StaticInfoEntry | null {
  const entries = entriesOf(useGetStaticInfoQuery().data, kind);
  return entries.find((entry) => entry.id === id) ?? entries.find((entry) => entry.id === 'classic') ?? null;
}

/**
 * An entry's artwork in a square box of `size` px that is laid out before the image (or the static info) arrives,
 * so nothing shifts: lazy-loaded, scaled to fit by its intrinsic size, decorative (the title beside it names it).
 */
export function StaticArt({ entry, size }: { entry: StaticInfoEntry | null; size: number }) {
  const image = entry?.image ?? null;
  return (
    <ArtBox $size={size} aria-hidden="true">
      {image && (
        <Art src={image.url} alt="" width={image.width} height={image.height} loading="lazy" decoding="async" />
      )}
    </ArtBox>
  );
}
