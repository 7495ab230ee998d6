import { readFileSync } from 'node:fs';
import path from 'node:path';

// The build's loader (scripts/cssCommentLoader.cjs; test/size/README.md, "CSS comments"), a CommonJS module.
const strip = require('../../scripts/cssCommentLoader.cjs') as (source: string) => string;

describe('the CSS comment loader', () => {
  it('drops block comments alone on their lines (CSS in a styled template), keeping every line', () => {
    const source = [
      'const Box = styled.div`',
      '  display: flex;',
      '  /* Anchored at the top. */',
      '  /* Two lines',
      '     of comment. */',
      '  gap: 8px;',
      '`;',
    ].join('\n');
    const out = strip(source);
    expect(out.split('\n')).toHaveLength(7);
    expect(out).not.toContain('/*');
    expect(out).toContain('display: flex;\n\n\n\n  gap: 8px;');
  });

  it('keeps doc comments, /*! comments, webpack magic comments and a comment with code on its line', () => {
    const kept = [
      '/** A doc comment. */',
      '/*! A licence. */',
      'const part = () =>',
      '  import(',
      '    /* webpackChunkName: "deposit" */ "./deposit"',
      '  );',
      '/* a */ const x = 1;',
      'const y = 2; /* b */',
    ].join('\n');
    expect(strip(kept)).toBe(kept);
  });

  it('never reaches across code to a later comment', () => {
    const source = ['/* a */ const x = 1;', 'const y = 2;', '/* b */'].join('\n');
    expect(strip(source)).toBe(['/* a */ const x = 1;', 'const y = 2;', ''].join('\n'));
  });

  it("leaves no CSS comment in the overlay's styles (a shell file every first screen carries)", () => {
    const file = path.join(__dirname, '../../src/app/CashierOverlay.styles.ts');
    const source = readFileSync(file, 'utf8');
    expect(source).toMatch(/^\s*\/\* /m);
    expect(strip(source)).not.toMatch(/\/\* /);
  });
});
