import type { Place } from '@farmsight/contracts';
import { useDeferredValue, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaceSearch } from '@/api/search-places';

/**
 * A combobox over the bundled gazetteer: typing "Ludh" offers "Ludhiana, Punjab, India"; choosing one hands it to the
 * map. Arrow keys move through the list, Enter chooses, Escape closes it (WAI-ARIA combobox with a listbox popup).
 */
export function PlaceSearch({ onSelect }: { onSelect: (place: Place) => void }) {
  const { t } = useTranslation('profile');
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = usePlaceSearch(useDeferredValue(query));
  const asking = query.trim().length >= 2;
  const places = asking ? (search.data ?? []) : [];
  const showList = open && places.length > 0;

  function choose(place: Place) {
    onSelect(place);
    setQuery(place.label);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (places.length ? (current + step + places.length) % places.length : -1));
    } else if (event.key === 'Enter' && showList) {
      // Enter chooses a place here; it must not submit the profile form around the search.
      event.preventDefault();
      choose(places[Math.max(active, 0)]!);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium text-gray-800">
        {t('search.label')}
      </label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={t('search.placeholder')}
        maxLength={100}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className="w-full rounded-md border border-gray-300 px-3 py-2 text-gray-900 placeholder:text-gray-400"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.places')}
        hidden={!showList}
        className="absolute top-full right-0 left-0 z-[1000] mt-1 max-h-64 overflow-auto rounded-md border border-gray-300 bg-white shadow-lg"
      >
        {places.map((place, index) => (
          <li
            key={`${place.label}|${place.latitude}|${place.longitude}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Chosen on mouse down, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(place);
            }}
            className={`cursor-pointer px-3 py-2 text-gray-900 ${index === active ? 'bg-green-100' : 'hover:bg-gray-100'}`}
          >
            {place.label}
          </li>
        ))}
      </ul>
      {open && asking && search.isSuccess && places.length === 0 && (
        <p role="status" className="text-sm text-gray-700">
          {t('search.none')}
        </p>
      )}
    </div>
  );
}
