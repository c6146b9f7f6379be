import { render } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { RichText } from './rich-text';

describe('RichText', () => {
  it('renders the tags of a translated string with the given elements', () => {
    const { container } = render(
      <RichText text="Want to help? <join>Volunteer with us</join> or <b>write</b>." components={{ join: <a href="/#join-us" />, b: <strong /> }} />,
    );
    expect(container.innerHTML).toBe('Want to help? <a href="/#join-us">Volunteer with us</a> or <strong>write</strong>.');
  });

  it('leaves an unknown tag as text', () => {
    const { container } = render(<RichText text="a <x>b</x> c" components={{}} />);
    expect(container.textContent).toBe('a <x>b</x> c');
  });
});
