import { PLACE_SEARCH } from '@civic/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PlaceItemResponse, useSearchPlacesQuery } from '../../api';

/** The text to search for once it has at least 3 characters (citizen spec section 9), else null. */
export function searchTerm(text: string): string | null {
  const term = text.trim();
  return term.length >= PLACE_SEARCH.minChars ? term : null;
}

/**
 * Place search for the map pin (citizen spec sections 7 to 9): GET /api/geo/search once the text has at
 * least 3 characters and typing paused for 450 ms; at most 5 suggestions, closed 150 ms after the field
 * loses focus; 'Failed to look up location' and no results when the call fails. A combobox: arrow keys
 * move through the suggestions, Enter picks one.
 */
export function PlaceSearch({
  onSelect,
  label,
}: {
  onSelect(place: PlaceItemResponse): void;
  /** The field's label; 'Search for a place' by default. */ label?: string;
}) {
  const { t } = useTranslation(['complaints', 'messages']);
  const id = useId();
  const [text, setText] = useState('');
  const [term, setTerm] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const next = searchTerm(text);
    const timer = setTimeout(() => setTerm(next), PLACE_SEARCH.debounceMs);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const search = useSearchPlacesQuery(term ? { q: term } : skipToken);
  const current = term !== null && searchTerm(text) === term;
  const failed = current && search.isError;
  const results = current && !search.isError && !search.isFetching ? (search.data?.items ?? []).slice(0, PLACE_SEARCH.results) : [];
  const expanded = open && results.length > 0;
  const listId = `${id}-list`;

  const choose = (place: PlaceItemResponse) => {
    setOpen(false);
    setActive(-1);
    setText(place.label || place.name);
    onSelect(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    } else if (event.key === 'Enter' && active >= 0 && results[active]) {
      event.preventDefault();
      choose(results[active]);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="field-label">
        {label ?? t('search.label')}
      </label>
      <p id={`${id}-hint`} className="mb-1 text-sm text-slate-600">
        {t('search.hint')}
      </p>
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        className="field-input"
        placeholder={t('search.placeholder')}
        value={text}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-describedby={failed ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          clearTimeout(blurTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          blurTimer.current = setTimeout(() => setOpen(false), PLACE_SEARCH.blurCloseMs);
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.places')}
        hidden={!expanded}
        className="absolute z-[1100] mt-1 max-h-64 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {results.map((place, index) => (
          <li
            key={`${place.code ?? place.label}-${index}`}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800 hover:bg-slate-100'}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
          >
            <span className="font-medium">{place.name}</span>
            {place.label && place.label !== place.name && <span className="block text-xs text-slate-500">{place.label}</span>}
          </li>
        ))}
      </ul>
      {failed && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {t('messages:complaint.placeLookupFailed')}
        </p>
      )}
      {current && !failed && !search.isFetching && search.isSuccess && results.length === 0 && (
        <p className="mt-1 text-sm text-slate-600" role="status">
          {t('search.none')}
        </p>
      )}
    </div>
  );
}
