import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Compiler, Configuration } from 'webpack';
import { FIRST_SCREEN_MANIFEST_FIELD, type FirstScreenTable } from './contracts/host/firstScreen';
import { BESIDE_FIRST_SCREENS, COMPILE_HINT_LINE, FIRST_SCREEN_CHUNKS } from './src/app/chunkNames';
import { FIRST_SCREEN_SOURCE } from './src/runtime/firstScreenTable';
import { versionFloors } from './src/app/versionFloors';

/** The window property remoteEntry.js assigns the container to (see the library option below). */
export const REMOTE_GLOBAL_NAME = '__cashier_remote__';

/**
 * The framework singletons the host and the remote must share (one React, one router context, one sheet). Each
 * requires `^<floor>` (src/app/versionFloors.ts: the oldest version with every API the cashier uses), so the
 * manifest advertises what the cashier runs on, not the versions it happens to be built with. The subpaths the
 * remote imports are named too: the manifest reads a share's options by its exact name and would advertise a
 * prefix match (`react/`) at `^<installed version>`.
 */
const floor = (pkg: keyof typeof versionFloors) => ({ singleton: true, requiredVersion: `^${versionFloors[pkg]}` });
export const sharedSingletons = {
  react: floor('react'),
  'react/': floor('react'),
  'react/jsx-runtime': floor('react'),
  'react-dom': floor('react-dom'),
  'react-dom/': floor('react-dom'),
  'react-dom/client': floor('react-dom'),
  'react-router-dom': floor('react-router-dom'),
  'styled-components': floor('styled-components'),
};

/**
 * How every webpack build of this repository (the remote, test/bench's baselines, the host-demo) resolves and
 * compiles its sources from `root`: the path aliases of tsconfig.json (docs/architecture.md, "Imports"), TypeScript
 * through ts-loader without type checking (`npm run typecheck` does that). `sourceMap` maps the host-demo's
 * bundle back to its TypeScript. Block comments alone on their lines are dropped first (scripts/cssCommentLoader.cjs:
 * in a styled-components template they are CSS text that would ship).
 */
export const typeScriptSource = (
  root: string,
  { sourceMap = false } = {},
): Pick<Configuration, 'resolve' | 'module'> => ({
  resolve: {
    extensions: ['.tsx', '.ts', '.js'],
    alias: { '@': path.resolve(root, 'src'), '@contracts': path.resolve(root, 'contracts') },
  },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        // Loaders run last to first: the CSS comments go before ts-loader sees the file (scripts/cssCommentLoader.cjs).
        use: [
          {
            loader: 'ts-loader',
            options: {
              transpileOnly: true,
              configFile: path.resolve(root, 'tsconfig.json'),
              compilerOptions: { module: 'esnext', noEmit: false, ...(sourceMap ? { sourceMap } : {}) },
            },
          },
          path.resolve(__dirname, 'scripts/cssCommentLoader.cjs'),
        ],
      },
    ],
  },
});

/** The container every remote build is (this one and test/bench's baselines): its name, entry file, global, shared singletons and manifest. */
export const remoteContainer = {
  name: 'cashier',
  filename: 'remoteEntry.js',
  // Not the bare remote name: a host page with an element id="cashier" shadows window.cashier (named
  // access) and the runtime would take that element for the container. Hosts using the manifest read
  // this name from its metaData.globalName; hosts using remoteEntry.js directly pass entryGlobalName.
  library: { type: 'global', name: REMOTE_GLOBAL_NAME },
  shared: sharedSingletons,
  manifest: { fileName: 'mf-manifest.json' },
};

/**
 * Writes the first-screen table (src/runtime/firstScreenTable.ts) into mf-manifest.json as `cashierFirstScreen`, each
 * chunk name replaced by its files, for the host's runtime plugin (contracts/host/firstScreen.ts): it starts a cold
 * open's first-screen GETs and screen chunks as soon as the manifest arrives (docs/architecture.md, "Opening fast").
 * Runs after the federation plugin has written the manifest; a chunk of the table that the build did not make fails
 * the build.
 */
class FirstScreenManifestPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('FirstScreenManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstScreenManifest', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const manifest = compilation.getAsset('mf-manifest.json');
          if (!manifest) return;
          const filesOf = (name: string) => {
            const chunk = compilation.namedChunks.get(name);
            if (!chunk)
              throw new Error(`the first-screen table names the chunk "${name}", which the build did not make`);
            return [...chunk.files].filter((file) => file.endsWith('.js'));
          };
          const table: FirstScreenTable = {
            ...FIRST_SCREEN_SOURCE,
            shell: { gets: FIRST_SCREEN_SOURCE.shell.gets, js: FIRST_SCREEN_SOURCE.shell.chunks.flatMap(filesOf) },
            routes: FIRST_SCREEN_SOURCE.routes.map(({ match, gets, chunks }) => ({
              match,
              gets,
              js: chunks.flatMap(filesOf),
            })),
          };
          const json = JSON.parse(manifest.source.source().toString()) as Record<string, unknown>;
          json[FIRST_SCREEN_MANIFEST_FIELD] = table;
          compilation.updateAsset(
            'mf-manifest.json',
            new compiler.webpack.sources.RawSource(JSON.stringify(json, null, 2)),
          );
        },
      );
    });
  }
}

/**
 * V8's compile hint (docs/architecture.md, "Opening fast"): COMPILE_HINT_LINE as the first line of the files whose
 * functions run as the cashier opens, so Chromium compiles their functions on the thread that streams the file in,
 * instead of one at a time on the main thread the first time each is called (about half of a cold open's main-thread
 * time was such compiles). The files: remoteEntry.js, the exposes and the shell, every route's first screen, and what
 * the first-screen table starts with them or a first screen shows beside its chunk. Other chunks (a later step, a
 * popup) stay lazy: many of their functions never run. Added after minification, which would drop the comment, and
 * before the source maps, which count its line. `npm run size` checks which files carry it (test/size/README.md).
 */
export const HINTED_CHUNKS: ReadonlySet<string> = new Set<string>([
  'shell',
  'event-bus',
  ...FIRST_SCREEN_CHUNKS,
  ...BESIDE_FIRST_SCREENS,
  ...FIRST_SCREEN_SOURCE.shell.chunks,
  ...FIRST_SCREEN_SOURCE.routes.flatMap((route) => route.chunks),
]);
const isHinted = (chunk: { name?: string | null }, file: string) =>
  file === remoteContainer.filename ||
  (chunk.name ?? '').startsWith('__federation_expose_') ||
  HINTED_CHUNKS.has(chunk.name ?? '');

class CompileHintPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHint', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHint', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          // Once per file, even if a file were listed by two chunks.
          const hinted = new Set<string>();
          for (const chunk of compilation.chunks) {
            for (const file of chunk.files) {
              if (!file.endsWith('.js') || hinted.has(file) || !isHinted(chunk, file)) continue;
              hinted.add(file);
              compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT_LINE}\n`, source));
            }
          }
        },
      );
    });
  }
}

/** The remote `cashier`: exposes exactly CashierApp, mount and events; everything else is a hashed chunk. */
/** First-screen chunks keep the modules they share with other chunks (see `splitChunks.chunks`). */
const KEEP_WHOLE = new Set<string>(FIRST_SCREEN_CHUNKS);

const config = (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const mode = argv.mode ?? 'production';
  return {
    mode,
    context: __dirname,
    entry: { main: './src/index.ts' },
    target: 'web',
    devtool: mode === 'production' ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: path.resolve(__dirname, 'dist/remote'),
      publicPath: 'auto',
      uniqueName: 'cashier',
      // Entry (runtime) chunks carry no hash: webpack 5.111 + @module-federation/enhanced 2.9 fail the build
      // with "Path variable [contenthash] not implemented in this context" (module-federation/core#5077) when
      // output.filename has one. The only entries are remoteEntry.js (never hashed: hosts find it through the
      // manifest) and an empty main.js; every chunk with code is content-hashed through chunkFilename.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      clean: true,
    },
    ...typeScriptSource(__dirname),
    plugins: [
      new ModuleFederationPlugin({
        ...remoteContainer,
        exposes: {
          './CashierApp': './src/exposes/CashierApp.tsx',
          './mount': './src/exposes/mount.tsx',
          './events': './src/exposes/events.ts',
        },
        // Starts a cold open's first-screen GETs as soon as remoteEntry.js runs (src/runtime/firstScreenPlugin.ts).
        runtimePlugins: ['./src/runtime/firstScreenPlugin.ts'],
        // Types for hosts: at build, tsc compiles the exposes into @mf-types.zip / @mf-types.d.ts and the manifest
        // advertises them (metaData.types), so a host's federation plugin downloads them (README, "Types").
        // Nothing is consumed (this remote has no remotes), and `dev: false` keeps the dts plugin's helper server
        // (port 16322, a websocket client in the page) off in every mode.
        dts: {
          generateTypes: {
            tsConfigPath: './tsconfig.dts.json',
            abortOnError: true,
            extractThirdParty: false,
          },
          consumeTypes: false,
          displayErrorInTerminal: true,
        },
        dev: false,
      }),
      new FirstScreenManifestPlugin(),
      new CompileHintPlugin(),
    ],
    optimization: {
      chunkIds: 'deterministic',
      moduleIds: 'deterministic',
      splitChunks: {
        // A route's first screen keeps what it shares with another chunk inside it (FIRST_SCREEN_CHUNKS): the package
        // list and the offer their list and contracts, the form routes the kit's form. A common chunk would be one
        // more request on the way to the first screen and cost more bytes than the copy (docs/architecture.md,
        // "Opening fast"). Other async chunks split as webpack does by default.
        chunks: (chunk) => !chunk.canBeInitial() && !KEEP_WHOLE.has(chunk.name ?? ''),
        cacheGroups: {
          // What the two rendering exposes (./CashierApp, ./mount) share, the vendor libraries and the shell, is one
          // file: one request fewer on every first screen, and about 0.4 KB gzip less than the two files webpack's
          // default groups make of it (vendors apart from the rest), since gzip then reads them as one text.
          shell: {
            chunks: (chunk) =>
              chunk.name === '__federation_expose_CashierApp' || chunk.name === '__federation_expose_mount',
            minChunks: 2,
            name: 'shell',
            enforce: true,
            priority: 10,
          },
          // The event bus is `./events` and part of `./CashierApp`: one file for both, so a host that loads the two
          // (as the host-demo does) downloads it once. Both load their files in parallel: no request is added in series.
          eventBus: {
            test: /[\\/]src[\\/]shared[\\/]events[\\/]bus\.ts$/,
            name: 'event-bus',
            chunks: 'all',
            enforce: true,
          },
        },
      },
    },
    // Budgets are enforced deterministically by the size test (npm test), not by webpack hints.
    performance: { hints: false },
  };
};

export default config;
