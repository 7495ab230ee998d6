/**
 * contracts/host is installable as a package (`npm install --save-dev <clone>/contracts/host`, README "Types"):
 * pack it as npm would, install the tarball into an empty project, and type-check a host file against it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';

const HOST_FILE = `
import type { CashierAppProps, CashierEventBus, CashierMount } from '@cashier/host-contracts';
import type { CashierEventMap } from '@cashier/host-contracts/events';
import type { CashRoutePath } from '@cashier/host-contracts/routes';
import { cashierFirstScreen } from '@cashier/host-contracts/first-screen';
export const plugins = [cashierFirstScreen({ remoteName: 'cashier' })];
export const props: CashierAppProps = { apiBaseUrl: 'https://api.example.com', locale: 'en-US', viewOption: 'game' };
export function wire(bus: CashierEventBus, mount: CashierMount, element: HTMLElement): boolean {
  bus.on('logout', ({ reason }) => { const known: 'unauthorized' | 'player' = reason; return known; });
  const payload: CashierEventMap['balance-changed'] = { balance: 10, currency: 'USD' };
  bus.emit('balance-changed', payload);
  // @ts-expect-error an event the contract does not have
  bus.on('no-such-event', () => undefined);
  const history: CashRoutePath = 'history/';
  // @ts-expect-error a cash screen the contract does not have
  const nowhere: CashRoutePath = 'casino/';
  mount(element, props).navigate('/cash/' + history);
  return bus.isOpen();
}
`;

const npm = (args: string[], cwd: string) =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--offline', '--loglevel=error'], { cwd, encoding: 'utf8' });

describe('@cashier/host-contracts (contracts/host as a package)', () => {
  it('packs only its type files, and a host project type-checks against the installed package', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cashier-host-types-'));
    try {
      npm(['pack', path.resolve(__dirname), '--pack-destination', dir], dir);
      const tarball = readdirSync(dir).find((name) => name.endsWith('.tgz'));
      if (!tarball) throw new Error('npm pack wrote no tarball');
      writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'some-host', private: true }));
      npm(['install', '--save-dev', `./${tarball}`], dir);
      const installed = path.join(dir, 'node_modules/@cashier/host-contracts');
      expect(readdirSync(installed).sort()).toEqual([
        'events.ts',
        'firstScreen.ts',
        'index.ts',
        'mount.ts',
        'package.json',
        'props.ts',
        'routes.ts',
      ]);
      // No file of the package imports anything at runtime (the plugin's file included: hosts bundle it as it is).
      for (const file of ['events.ts', 'firstScreen.ts', 'index.ts', 'mount.ts', 'props.ts', 'routes.ts']) {
        const source = readFileSync(path.join(installed, file), 'utf8');
        expect(source).not.toMatch(/^import (?!type )/m);
      }

      writeFileSync(path.join(dir, 'host.ts'), HOST_FILE);
      for (const moduleResolution of [ts.ModuleResolutionKind.Bundler, ts.ModuleResolutionKind.Node16]) {
        const program = ts.createProgram([path.join(dir, 'host.ts')], {
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
          types: [],
          module: moduleResolution === ts.ModuleResolutionKind.Node16 ? ts.ModuleKind.Node16 : ts.ModuleKind.ESNext,
          moduleResolution,
        });
        const problems = ts
          .getPreEmitDiagnostics(program)
          .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
        expect(problems).toEqual([]);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60000);
});
