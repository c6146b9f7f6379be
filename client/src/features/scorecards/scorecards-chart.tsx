import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '../../i18n/format';

/** One bar: a row's name and its median days to resolve. */
/** The bar colour: the brand's sky-700, as the page's primary buttons. */
const BAR_COLOUR = '#0369a1';

export interface ScorecardBar {
  name: string;
  days: number;
}

/**
 * The median days to resolve per authority, taluka or ULB as a horizontal bar chart (Recharts). Loaded on demand by
 * the scorecards page (React.lazy), so Recharts stays out of every other page's bundle. Decorative for assistive
 * technology: the table above holds the same figures.
 */
export default function ScorecardsChart({ bars, label }: { bars: ScorecardBar[]; label: string }) {
  const height = Math.max(160, bars.length * 36 + 40);
  return (
    <div role="img" aria-label={label} style={{ width: '100%', height }} data-testid="scorecards-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={bars} layout="vertical" margin={{ top: 8, right: 24, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tickFormatter={(v: number) => formatNumber(v)} allowDecimals />
          <YAxis type="category" dataKey="name" width={180} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(v) => formatNumber(Number(v))} />
          <Bar dataKey="days" fill={BAR_COLOUR} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
