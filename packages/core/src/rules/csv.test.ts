import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
  });

  it('neutralises what a spreadsheet would run as a formula', () => {
    for (const formula of ['=1+1', '+1', '-2', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(csvCell(formula)).toBe(`"'${formula.replaceAll('"', '""')}"`);
    }
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('a=1')).toBe('"a=1"');
  });
});

describe('toCsv', () => {
  it('writes the header, then each row, with CRLF line ends', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['1', null],
          ['x,y', true],
        ],
      ),
    ).toBe('"a","b"\r\n"1",""\r\n"x,y","true"\r\n');
  });
});
