import type { ReactNode } from 'react';

/**
 * The scroll box of a wide table (or any content wider than a phone). It is
 * - positioned (`relative`), so the visually hidden (`sr-only`, absolutely positioned) labels inside are
 *   clipped by it and never widen the whole page at 360 px (WCAG 1.4.10 reflow);
 * - focusable, with the region role and a name, so a keyboard user can reach it and scroll it with the arrow
 *   keys, even when it holds no link or button (WCAG 2.1.1; axe's `scrollable-region-focusable`).
 *
 * `label` names the region for screen readers (usually the table's caption or label); `className` adds the
 * box's look (rounding, ring, margins).
 */
export function ScrollRegion({ label, className = '', children, testId }: { label: string; className?: string; children: ReactNode; testId?: string }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`relative overflow-x-auto ${className}`} data-testid={testId}>
      {children}
    </div>
  );
}
