import { DEFAULT_CATEGORIES } from '@civic/contracts';
import type { ComponentType, SVGProps } from 'react';
// One import per icon (lucide-react's per-icon entry points), so only these eight and the pin reach the bundle.
import Construction from 'lucide-react/icons/construction';
import Dog from 'lucide-react/icons/dog';
import HardHat from 'lucide-react/icons/hard-hat';
import Lightbulb from 'lucide-react/icons/lightbulb';
import MapPin from 'lucide-react/icons/map-pin';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import Siren from 'lucide-react/icons/siren';
import Trash2 from 'lucide-react/icons/trash-2';
import TreeDeciduous from 'lucide-react/icons/tree-deciduous';

type Svg = ComponentType<SVGProps<SVGSVGElement> & { size?: number | string }>;

/** The SVG icon of each of the eight default categories (citizen spec section 3), by category key. */
export const DEFAULT_CATEGORY_ICONS: Record<string, Svg> = {
  roads: Construction,
  garbage: Trash2,
  safety: ShieldAlert,
  police: Siren,
  animals: Dog,
  electricity: Lightbulb,
  environment: TreeDeciduous,
  construction: HardHat,
};

const DEFAULT_EMOJI = new Map(DEFAULT_CATEGORIES.map((c) => [c.key, c.icon]));

/**
 * A category's icon, decorative (aria-hidden: the category's name next to it is the accessible text).
 *
 * A default category whose icon is still its default emoji gets an inline SVG icon, so it shows on a machine
 * without an emoji font (the emoji were blank boxes there). A category an admin added, or a default
 * whose emoji an admin changed, shows the admin's emoji; a category without one shows a map pin.
 *
 * `className` sizes the SVG (e.g. 'h-6 w-6') and the emoji (e.g. 'text-2xl').
 */
export function CategoryIcon({ category, className = 'h-6 w-6' }: { category: { key: string; icon?: string | null }; className?: string }) {
  const emoji = category.icon?.trim() ?? '';
  const Icon = DEFAULT_CATEGORY_ICONS[category.key];
  if (Icon && (emoji === '' || emoji === DEFAULT_EMOJI.get(category.key))) {
    return <Icon className={className} aria-hidden="true" focusable="false" data-category-icon={category.key} />;
  }
  if (emoji === '') return <MapPin className={className} aria-hidden="true" focusable="false" data-category-icon="pin" />;
  return (
    <span aria-hidden="true" data-category-icon="emoji">
      {emoji}
    </span>
  );
}
