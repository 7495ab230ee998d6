/*
 * The static info entries (docs/product/rewards.md, "Static info entries"): artwork and texts of the deposit-streak
 * skins, the magic box, the rank league and the seasons. Ours: the contracts have no call for them, so they ship
 * with the rewards chunk, keyed by the ids the server sends (the streak's `skin`); an unknown skin falls back to
 * the classic one. Artwork is inline SVG with fixed width and height, so nothing shifts when it loads.
 */

const art = (background: string, shape: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="${background}"/>${shape}</svg>`,
  )}`;

export interface StaticInfoEntry {
  id: string;
  /** i18n keys of the title and the line of text. */
  title: string;
  text?: string;
  image: string;
}

const CLASSIC: StaticInfoEntry = { id: 'classic', title: 'rewards.info.skin.classic', image: art('#e5e7eb', '<path d="M32 12l6 14h15l-12 9 5 15-14-9-14 9 5-15-12-9h15z" fill="#374151"/>') };

const SKINS: Readonly<Record<string, StaticInfoEntry>> = {
  classic: CLASSIC,
  winter: { id: 'winter', title: 'rewards.info.skin.winter', image: art('#dbeafe', '<path d="M32 10v44M13 21l38 22M13 43l38-22" stroke="#1d4ed8" stroke-width="4"/>') },
  summer: { id: 'summer', title: 'rewards.info.skin.summer', image: art('#fef3c7', '<circle cx="32" cy="32" r="14" fill="#b45309"/>') },
};

/** The streak's skin entry; the classic one for an unknown or missing skin. */
export const skinEntry = (skin: string | null): StaticInfoEntry => (skin !== null && Object.hasOwn(SKINS, skin) ? SKINS[skin] : undefined) ?? CLASSIC;

/** The collections shown in the rewards panel. */
export const COLLECTIONS: readonly StaticInfoEntry[] = [
  { id: 'magic-box', title: 'rewards.info.magicBox', text: 'rewards.info.magicBox.text', image: art('#ede9fe', '<rect x="14" y="24" width="36" height="26" fill="#6d28d9"/><rect x="10" y="16" width="44" height="10" fill="#5b21b6"/>') },
  { id: 'rank-league', title: 'rewards.info.rankLeague', text: 'rewards.info.rankLeague.text', image: art('#dcfce7', '<path d="M20 14h24v12a12 12 0 0 1-24 0zM28 38h8v8h8v6H20v-6h8z" fill="#15803d"/>') },
  { id: 'seasons', title: 'rewards.info.seasons', text: 'rewards.info.seasons.text', image: art('#fee2e2', '<path d="M32 12c10 12 10 28 0 40-10-12-10-28 0-40z" fill="#b91c1c"/>') },
];
