import { describe, expect, it } from 'vitest';
import { BOM, csvCell, rupeesCell, toCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain text and numbers as they are, and empty for null', () => {
    expect(csvCell('Priya Clicks')).toBe('Priya Clicks');
    expect(csvCell(1500)).toBe('1500');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it('quotes a cell with a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvCell('Chennai, Tamil Nadu')).toBe('"Chennai, Tamil Nadu"');
    expect(csvCell('the "best" band')).toBe('"the ""best"" band"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it.each(['=HYPERLINK("http://evil.test","x")', '+91 98400 12345', '-2+3', '@SUM(A1:A2)', '\t=1', '\r=1'])(
    'keeps %j as text: a leading apostrophe, so a spreadsheet never runs it',
    (text) => {
      const cell = csvCell(text);
      expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
      expect(cell).toContain(text.replace(/"/g, '""'));
    },
  );

  it('does not touch a negative number (data, not a formula)', () => {
    expect(csvCell(-250)).toBe('-250');
  });
});

describe('toCsv', () => {
  it('starts with a BOM, writes the header then one CRLF line per row, in Indian scripts as they are', () => {
    const csv = toCsv(
      [
        { name: 'प्रिया', city: 'चेन्नई, तमिलनाडु', paise: 150_000_00 },
        { name: '=cmd', city: null, paise: 0 },
      ],
      [
        { header: 'Name', value: (row) => row.name },
        { header: 'City', value: (row) => row.city },
        { header: 'Total (₹)', value: (row) => rupeesCell(row.paise) },
      ],
    );
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual(['Name,City,Total (₹)', 'प्रिया,"चेन्नई, तमिलनाडु",150000.00', "'=cmd,,0.00", '']);
  });

  it('writes only the header for no rows', () => {
    expect(toCsv([], [{ header: 'Code', value: () => 'x' }])).toBe(`${BOM}Code\r\n`);
  });
});
