import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { DataTable, RowActions } from './data-table';

describe('CardTable: every data table names its cells for the phone cards', () => {
  it('copies each column header’s text, a hidden one included, into its cells; a full-width empty row gets none', () => {
    const { container, rerender } = render(
      <DataTable
        label="Users"
        columns={[
          'Name',
          'Email',
          <span key="a" className="sr-only">
            Actions
          </span>,
        ]}
        empty="No users"
      >
        {null}
      </DataTable>,
    );
    const table = container.querySelector('table')!;
    expect(table.classList.contains('card-table')).toBe(true);
    expect(table.querySelector('td')!.dataset.label).toBe('');

    rerender(
      <DataTable
        label="Users"
        columns={[
          'Name',
          'Email',
          <span key="a" className="sr-only">
            Actions
          </span>,
        ]}
      >
        <tr>
          <td>Asha Naik</td>
          <td>asha@example.in</td>
          <td>
            <RowActions actions={[{ text: 'Edit', label: 'Edit Asha Naik', onClick: () => undefined }]} />
          </td>
        </tr>
      </DataTable>,
    );
    expect([...container.querySelectorAll('tbody td')].map((td) => (td as HTMLElement).dataset.label)).toEqual(['Name', 'Email', 'Actions']);
  });
});
