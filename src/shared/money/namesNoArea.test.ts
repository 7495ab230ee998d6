import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The money kit serves every money flow alike and names none of them, not even in a comment
 * (docs/architecture.md, "Checks before a payment"): src/shared/namesNoFeature.test.ts stops feature paths and
 * imports; this stops an area's name in the kit's words (a default call name, a type, a link to one area's rules).
 */
const sharedDir = path.join(__dirname, '..');
const featuresDir = path.join(sharedDir, '..', 'features');
/** Area folders that are also everyday words of the kit (a player's account, the money history, a run suspended). */
const EVERYDAY = new Set(['account', 'history', 'suspended']);
const areas = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !EVERYDAY.has(entry.name))
  .map((entry) => entry.name);

const kitFiles = ['money', 'cashier'].flatMap((kit) =>
  readdirSync(path.join(sharedDir, kit))
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => path.join(kit, name)),
);

describe('the money kit names no area', () => {
  it('reads the areas and the kit', () => {
    expect(areas).toEqual(expect.arrayContaining(['deposit', 'redeem', 'winnings-to-entries']));
    expect(kitFiles).toEqual(
      expect.arrayContaining([path.join('money', 'useMoneyAttempt.ts'), path.join('cashier', 'cashierReset.ts')]),
    );
  });

  it.each(kitFiles)('%s names no area', (file) => {
    const source = readFileSync(path.join(sharedDir, file), 'utf8');
    const named = areas.filter((area) => new RegExp(`\\b${area}\\b`, 'i').test(source));
    expect(named).toEqual([]);
  });
});
