import * as rewards from '../../../contracts/api/rewards';
import type { StaticInfoEntry } from '../../../contracts/api/rewards';
import { handlerFor } from '../handler';
import { SANDBOX_ASSET_PREFIX } from '../paths';

/**
 * The static info entries the sandbox serves (docs/product/rewards.md, "Static info entries"): the deposit-streak
 * skins, the magic box, the rank league, two seasons and the scratch card, each with an SVG served by the sandbox
 * itself (`/__sandbox/assets/rewards/<id>.svg`) so the browser suite loads real images from the API origin.
 */

const svg = (background: string, shape: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="${background}"/>${shape}</svg>`;

interface Fixture extends Omit<StaticInfoEntry, 'image'> {
  art: string;
}

const FIXTURES: readonly Fixture[] = [
  {
    kind: 'deposit-streak-skin',
    id: 'classic',
    title: 'Classic streak',
    text: null,
    art: svg('#e5e7eb', '<path d="M32 12l6 14h15l-12 9 5 15-14-9-14 9 5-15-12-9h15z" fill="#374151"/>'),
  },
  {
    kind: 'deposit-streak-skin',
    id: 'winter',
    title: 'Winter streak',
    text: 'Snowflakes for every deposit of the season.',
    art: svg('#dbeafe', '<path d="M32 10v44M13 21l38 22M13 43l38-22" stroke="#1d4ed8" stroke-width="4"/>'),
  },
  {
    kind: 'magic-box',
    id: 'magic-box',
    title: 'Magic box',
    text: 'Open it for a surprise reward.',
    art: svg(
      '#ede9fe',
      '<rect x="14" y="24" width="36" height="26" fill="#6d28d9"/><rect x="10" y="16" width="44" height="10" fill="#5b21b6"/>',
    ),
  },
  {
    kind: 'rank-league',
    id: 'rank-league',
    title: 'Rank league',
    text: 'Climb the league with every play.',
    art: svg('#dcfce7', '<path d="M20 14h24v12a12 12 0 0 1-24 0zM28 38h8v8h8v6H20v-6h8z" fill="#15803d"/>'),
  },
  {
    kind: 'season',
    id: 'season-winter',
    title: 'Winter season',
    text: 'Each season brings its own rewards.',
    art: svg('#fee2e2', '<path d="M32 12c10 12 10 28 0 40-10-12-10-28 0-40z" fill="#b91c1c"/>'),
  },
  {
    kind: 'season',
    id: 'season-spring',
    title: 'Spring season',
    text: 'Starts when winter ends.',
    art: svg('#fef3c7', '<circle cx="32" cy="32" r="14" fill="#b45309"/>'),
  },
  {
    kind: 'scratch-card',
    id: 'scratch-card',
    title: 'Scratch card',
    text: null,
    art: svg('#f3f4f6', '<rect x="10" y="18" width="44" height="28" rx="4" fill="#6b7280"/>'),
  },
];

/** The SVG files of the entries, by file name under `/__sandbox/assets/rewards/`. */
export const REWARDS_ASSETS: Readonly<Record<string, string>> = Object.fromEntries(
  FIXTURES.map((entry) => [`rewards/${entry.id}.svg`, entry.art]),
);

/** The sandbox's origin as the request reached it (an image URL must be absolute); tests without a Host use a placeholder. */
const originOf = (headers: Readonly<Record<string, string | undefined>>) =>
  `http://${headers.host ?? 'sandbox.invalid'}`;

export const staticInfoHandler = handlerFor(rewards.getStaticInfo).player(({ headers }) => ({
  entries: FIXTURES.map(({ art: _art, ...entry }) => ({
    ...entry,
    image: { url: `${originOf(headers)}${SANDBOX_ASSET_PREFIX}rewards/${entry.id}.svg`, width: 96, height: 96 },
  })),
}));
