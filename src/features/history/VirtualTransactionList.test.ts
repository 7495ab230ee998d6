import { rowsDrawn, rowWindow } from './VirtualTransactionList';
import { ROW_HEIGHT } from './TransactionRow';

describe('rowWindow', () => {
  it('draws the rows the viewport shows and five more on each side, from the first row at the top', () => {
    expect(rowWindow(0, ROW_HEIGHT * 6)).toEqual({ first: 0, last: 10 });
  });

  it('follows the scroll position: a row partly in view is drawn', () => {
    // Scrolled 100 rows and a half: rows 100 to 106 are at least partly visible.
    expect(rowWindow(ROW_HEIGHT * 100.5, ROW_HEIGHT * 6)).toEqual({ first: 95, last: 111 });
  });

  it('a viewport not laid out yet (height 0) counts as six rows, so the first rows still draw', () => {
    expect(rowWindow(0, 0)).toEqual(rowWindow(0, ROW_HEIGHT * 6));
  });

  it('a taller viewport draws more rows; an overscrolled top (negative, elastic scrolling) counts as 0', () => {
    expect(rowWindow(0, ROW_HEIGHT * 10).last).toBe(14);
    expect(rowWindow(-40, ROW_HEIGHT * 6)).toEqual({ first: 0, last: 10 });
  });
});

describe('rowsDrawn', () => {
  it('draws the whole window while the list is longer than it', () => {
    expect(rowsDrawn({ first: 95, last: 111 }, 10_000)).toEqual({ first: 95, last: 111 });
  });

  it('a window past the end of a shorter list (another tab, scrolled far) moves back to end at its last row', () => {
    // Scrolled to row 100 of 10,000, then the list holds 20 rows: the browser scrolls back to rows 14-19, which draw.
    expect(rowsDrawn({ first: 95, last: 111 }, 20)).toEqual({ first: 3, last: 19 });
    expect(rowsDrawn({ first: 95, last: 111 }, 5)).toEqual({ first: 0, last: 4 });
  });

  it('draws nothing for no rows', () => {
    const { first, last } = rowsDrawn({ first: 0, last: 10 }, 0);
    expect(last).toBeLessThan(first);
  });
});
