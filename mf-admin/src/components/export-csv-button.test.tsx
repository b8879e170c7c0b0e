// Export CSV: every page of the filter (1000 rows a call) into one file the browser downloads,
// with a BOM and the same columns; a failure is said beside the button.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import { AppError } from '@utsav/shared/supabase/app-error';
import { ExportCsvButton } from './export-csv-button';

const prepare = [() => registerNamespace('admin', (language) => import(`../locales/${language}.json`))];

afterEach(() => vi.restoreAllMocks());

describe('ExportCsvButton', () => {
  it('pages through every row and downloads one file with a BOM', async () => {
    const rows = Array.from({ length: 1200 }, (_, index) => ({ name: index === 0 ? '=SUM(A1)' : `राम ${index}` }));
    const fetchPage = vi.fn(async (limit: number, offset: number) => ({ rows: rows.slice(offset, offset + limit), total: rows.length }));
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((value: Blob) => {
      blob = value;
      return 'blob:test';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = await renderWithProviders(<ExportCsvButton list="people" columns={[{ header: 'Name', value: (row: { name: string }) => row.name }]} fetchPage={fetchPage} />, { prepare });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(fetchPage.mock.calls).toEqual([
      [1000, 0],
      [1000, 1000],
    ]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob!.arrayBuffer());
    expect(text.startsWith('\uFEFFName\r\n')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(1202);
    expect(text).toContain("\r\n'=SUM(A1)\r\n");
    expect(text).toContain('राम 1199');
  });

  it('says why the export failed, and the button works again', async () => {
    const fetchPage = vi.fn(async () => {
      throw new AppError({ key: 'forbidden', code: '42501', message: 'forbidden', hint: 'forbidden' });
    });
    const { user } = await renderWithProviders(<ExportCsvButton list="people" columns={[]} fetchPage={fetchPage} />, { prepare });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("The export failed: You don't have permission to do this.");
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
