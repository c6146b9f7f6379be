import { describe, expect, it } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import { useStagedMount } from './use-staged-mount';

/** Records every stage count it renders with. */
function Stages({ seen, first }: { seen: number[]; first?: number }) {
  const mounted = useStagedMount(3, first);
  seen.push(mounted);
  return <p>{`stage ${mounted}`}</p>;
}

describe('parts mounted in tasks of their own', () => {
  it('renders one more part after each commit until all are mounted, then stops', async () => {
    const seen: number[] = [];
    render(<Stages seen={seen} />);
    expect(seen[0]).toBe(0);
    await waitFor(() => expect(screen.getByText('stage 3')).toBeTruthy());
    // Never two parts in one step, never past the last.
    expect([...new Set(seen)]).toEqual([0, 1, 2, 3]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Math.max(...seen)).toBe(3);
  });

  it('starts from the parts asked for at the first render', async () => {
    const seen: number[] = [];
    render(<Stages seen={seen} first={2} />);
    expect(seen[0]).toBe(2);
    await waitFor(() => expect(screen.getByText('stage 3')).toBeTruthy());
  });
});
