/**
 * Header titles of the responsible-play area, bundled with the app through its manifest.
 */
export const titleMessages = {
  'cash.route.playResponsible': 'Play responsibly',
} satisfies Record<string, string>;
