import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, jest } from '@jest/globals';
import { useState } from 'react';
import { i18n, loadLanguage } from '../../i18n/i18n';
import { DateInput } from './date-input';

function Field({ initial, onChange = () => {} }: { initial: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <label>
      From
      <DateInput
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    </label>
  );
}

describe('DateInput: the chosen date in the page’s language beside the browser’s field', () => {
  it('writes the chosen date in Konkani under the field, as its description, hidden from the label’s name', async () => {
    await loadLanguage('kok');
    await i18n.changeLanguage('kok');
    const view = render(<Field initial="2026-11-28" />);
    try {
      const input = view.container.querySelector('input')!;
      expect(input.getAttribute('type')).toBe('date');
      const chosen = screen.getByTestId('date-input-chosen');
      // Konkani month, day before month: never 11/28/2026.
      expect(chosen.textContent).toMatch(/^28 नोव्हें/);
      expect(chosen.textContent).toContain('2026');
      expect(input.getAttribute('aria-describedby')).toBe(chosen.id);
      // A wrapping label's name leaves hidden text out; the line reaches assistive technology as the description.
      expect(chosen.getAttribute('aria-hidden')).toBe('true');
    } finally {
      view.unmount();
      await i18n.changeLanguage('en');
    }
  });

  it('passes the picked date on, rewrites the line, and shows none while no date is chosen', () => {
    const changes = jest.fn<(value: string) => void>();
    render(<Field initial="" onChange={changes} />);
    const input = screen.getByLabelText('From');
    expect(screen.queryByTestId('date-input-chosen')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    fireEvent.change(input, { target: { value: '2026-01-05' } });
    expect(changes).toHaveBeenCalledWith('2026-01-05');
    expect(screen.getByTestId('date-input-chosen').textContent).toBe('5 Jan 2026');
  });
});
