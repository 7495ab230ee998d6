// Relative imports: webpack.config.ts loads this file, and the config's loader knows no path aliases.
import type { FirstScreenTable } from '../../contracts/host/firstScreen';
import { DEFAULT_BASENAME, DEFAULT_LOCALE } from '../../contracts/host/props';
import type { ChunkName } from '../app/chunkNames';
import { EARLY_PATHS } from '../features/deposit/earlyPaths';

/** A part of the table as the source names it: its chunks by name, not yet by file. */
export interface FirstScreenPart {
  gets: string[];
  chunks: ChunkName[];
}

/**
 * What a cold open on a cash route starts before the cashier's code has run (docs/architecture.md, "Opening fast"):
 * on every cash route the shell's GETs (the cash data, app init and the language's two message calls:
 * sendShellEarly.ts) and the chunk the notification center preloads as it mounts; for the deposit's first screens
 * their GETs (the deposit manifest's prefetch) and their chunks; for every other route its screen's chunk. Plain strings, no route table and no schema:
 * remoteEntry.js reads it (firstScreenGets.ts), and the build writes it into mf-manifest.json with each chunk's file
 * (webpack.config.ts) for the host's runtime plugin (contracts/host/firstScreen.ts). firstScreenGets.test.ts checks
 * the GETs against what the shell and the areas ask for on entering each route of the route table, and the chunks
 * against each route's screen loader.
 */
export const FIRST_SCREEN_SOURCE: Omit<FirstScreenTable, 'shell' | 'routes'> & {
  shell: FirstScreenPart;
  routes: (FirstScreenPart & { match: string })[];
} = {
  v: 1,
  basename: DEFAULT_BASENAME,
  language: DEFAULT_LOCALE,
  shell: {
    gets: [
      '/rest/cash/',
      '/rest/app/init/',
      '/i18n/messages/cash/{language}/',
      '/api/rest/translations/cash/{language}',
    ],
    // The notification center preloads it as it mounts (NotificationCenter.tsx): started with the code instead.
    chunks: ['notifications'],
  },
  routes: [
    { match: '^deposit-by-money/offer(/|$)', gets: [EARLY_PATHS.offer], chunks: ['deposit-offer'] },
    {
      match: '^(deposit-by-money(/|$)|deposit/?$)',
      gets: [EARLY_PATHS.packages, EARLY_PATHS.quickDeposit],
      chunks: ['deposit'],
    },
    // Every other route: its screen's chunk (its calls start when the screen renders, with the kept cash data).
    // A return from a payment page lands on the result routes cold.
    { match: '^success/?$', gets: [], chunks: ['deposit-success'] },
    { match: '^failed(/|$)', gets: [], chunks: ['deposit-failed'] },
    { match: '^pending/?$', gets: [], chunks: ['deposit-pending'] },
    { match: '^thank-you/?$', gets: [], chunks: ['deposit-thank-you'] },
    { match: '^questionnaire/?$', gets: [], chunks: ['deposit-questionnaire'] },
    { match: '^redeem(/|$)', gets: [], chunks: ['redeem'] },
    { match: '^redeem-success/?$', gets: [], chunks: ['redeem-success'] },
    { match: '^history/?$', gets: [], chunks: ['history'] },
    { match: '^account(/|$)', gets: [], chunks: ['account'] },
    { match: '^verification(/|$)', gets: [], chunks: ['verification'] },
    { match: '^verification-status/?$', gets: [], chunks: ['verification-status'] },
    { match: '^play-responsible/?$', gets: [], chunks: ['responsible-play'] },
    { match: '^winnings-to-entries/?$', gets: [], chunks: ['winnings-to-entries'] },
  ],
};
