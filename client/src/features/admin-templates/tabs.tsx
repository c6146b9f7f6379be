import { type KeyboardEvent, useRef } from 'react';

export interface TabItem {
  id: string;
  label: string;
  /** Shown after the label, e.g. "Custom". */
  badge?: string;
}

/** The id of the tab element and of its panel, for aria-controls / aria-labelledby. */
export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const tabPanelId = (prefix: string) => `${prefix}-panel`;

/**
 * A tab list (WAI-ARIA tabs pattern): one tab stop, arrow keys move between tabs, Home and End jump to the
 * ends, and moving selects (automatic activation).
 */
export function Tabs({
  items,
  selected,
  onSelect,
  label,
  idPrefix,
}: {
  items: TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  label: string;
  idPrefix: string;
}) {
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? (index + 1) % items.length
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? (index - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const item = items[next];
    refs.current.get(item.id)?.focus();
    onSelect(item.id);
  };
  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-2 border-b border-slate-200 pb-3">
      {items.map((item, index) => {
        const active = item.id === selected;
        return (
          <button
            key={item.id}
            ref={(el) => {
              if (el) refs.current.set(item.id, el);
              else refs.current.delete(item.id);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.id)}
            aria-selected={active}
            aria-controls={tabPanelId(idPrefix)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(item.id)}
            onKeyDown={(event) => move(event, index)}
            className={`rounded-lg px-3 py-2 text-sm font-medium ${active ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100'}`}
          >
            {item.label}
            {item.badge && <span className={`ml-2 rounded px-1.5 py-0.5 text-xs ${active ? 'bg-white/20' : 'bg-amber-100 text-amber-800'}`}>{item.badge}</span>}
          </button>
        );
      })}
    </div>
  );
}
