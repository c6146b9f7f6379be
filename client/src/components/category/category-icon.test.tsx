import { render } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { DEFAULT_CATEGORIES } from '@civic/contracts';
import { CategoryIcon } from './category-icon';

describe('CategoryIcon (icons without an emoji font)', () => {
  it('draws an inline SVG, hidden from screen readers, for each of the eight default categories', () => {
    expect(DEFAULT_CATEGORIES).toHaveLength(8);
    for (const category of DEFAULT_CATEGORIES) {
      const { container, unmount } = render(<CategoryIcon category={category} />);
      const svg = container.querySelector('svg');
      expect(svg).not.toBeNull();
      expect(svg?.getAttribute('aria-hidden')).toBe('true');
      expect(svg?.getAttribute('data-category-icon')).toBe(category.key);
      expect(container.textContent).toBe('');
      unmount();
    }
  });

  it("shows the admin's emoji for a new category, and for a default whose emoji the admin changed", () => {
    const added = render(<CategoryIcon category={{ key: 'water-supply', icon: '🚰' }} />);
    expect(added.container.querySelector('svg')).toBeNull();
    expect(added.container.textContent).toBe('🚰');
    expect(added.container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    added.unmount();

    const changed = render(<CategoryIcon category={{ key: 'roads', icon: '🚧' }} />);
    expect(changed.container.textContent).toBe('🚧');
  });

  it('shows a map pin for a category without an icon', () => {
    const { container } = render(<CategoryIcon category={{ key: 'water-supply', icon: '' }} />);
    expect(container.querySelector('svg')?.getAttribute('data-category-icon')).toBe('pin');
  });
});
