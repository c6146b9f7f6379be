import { describe, it } from 'node:test';
import { expect } from 'expect';
import ExcelJS from 'exceljs';
import { formatMessage, Messages, ROUTING_TEMPLATE_ALL_COLUMNS, ROUTING_TEMPLATE_MAX_ROWS } from '@civic/contracts';
import { checkTemplateFile } from './routing-xlsx.js';

const catalog = {
  locations: { 'V-626695': 'Calangute, Bardez, North Goa' },
  categoryKeys: ['roads'],
};

/** An .xlsx of `sheets`, each a header and `rows` copies of one row (a cell at `farColumn` too, when given). */
async function workbook(sheets: { name: string; header: string[]; rows: number; farColumn?: number }[]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  for (const { name, header, rows, farColumn } of sheets) {
    const sheet = book.addWorksheet(name);
    sheet.addRow(header);
    for (let i = 0; i < rows; i += 1) {
      const row = sheet.addRow(['V-626695', 'roads', 'Calangute', 'office@calangute.example']);
      if (farColumn) row.getCell(farColumn).value = 'far';
    }
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}

const tooMany = [{ row: 1, issues: [formatMessage(Messages.admin.routing.templateTooManyRows, { n: ROUTING_TEMPLATE_MAX_ROWS })] }];

describe('the xlsx worker reads a routing template within its row limit', () => {
  it('stops at the first row past the limit, of the template sheet or of the other sheets, and reports too many rows', async () => {
    const template = await workbook([{ name: 'Routing', header: [...ROUTING_TEMPLATE_ALL_COLUMNS], rows: ROUTING_TEMPLATE_MAX_ROWS + 5 }]);
    expect((await checkTemplateFile({ bytes: template }, catalog)).issues).toEqual(tooMany);
    const others = await workbook([
      { name: 'Routing', header: [...ROUTING_TEMPLATE_ALL_COLUMNS], rows: 1 },
      { name: 'Notes', header: ['Note'], rows: ROUTING_TEMPLATE_MAX_ROWS + 5 },
    ]);
    expect((await checkTemplateFile({ bytes: others }, catalog)).issues).toEqual(tooMany);
  });

  it('reads a row with a cell in the last column (XFD) as the template columns, without 16,384 cells', async () => {
    const wide = await workbook([{ name: 'Routing', header: [...ROUTING_TEMPLATE_ALL_COLUMNS], rows: 2, farColumn: 16_384 }]);
    const checked = await checkTemplateFile({ bytes: wide }, catalog);
    expect(checked.issues.flatMap((i) => i.issues).some((text) => text === tooMany[0].issues[0])).toBe(false);
  });
});
