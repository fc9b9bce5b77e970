import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";

import { FieldError, inputClass } from "#app/components/ui/field.tsx";
import { toUf, type Uf } from "#domain/br.ts";
import { API } from "#domain/paths.ts";

interface PlaceOption {
  name: string;
  uf: Uf;
}

const MIN_QUERY = 2;
const DEBOUNCE_MS = 150;

/**
 * The city field: a WAI-ARIA combobox (list autocomplete) over GET /api/places.
 * Arrow keys move through the suggestions, Enter picks one, Escape closes;
 * picking a city also fills its UF.
 */
export function CityCombobox({
  label,
  name,
  value,
  uf,
  error,
  onChange,
  onPick,
}: {
  label: string;
  name: string;
  value: string;
  /** Narrows the suggestions when it names a real UF. */
  uf: string;
  error?: string;
  onChange: (value: string) => void;
  onPick: (place: PlaceOption) => void;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  const [found, setOptions] = useState<PlaceOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // Ask only when the person typed (not when a pick filled the field); the newest answer wins.
  useEffect(() => {
    if (query === null || query.trim().length < MIN_QUERY) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const params = new URLSearchParams({ q: query.trim() });
      const state = toUf(uf);
      if (state) params.set("uf", state);
      try {
        const res = await fetch(`${API.places}?${params}`, { signal: controller.signal });
        const body = (await res.json()) as { places?: PlaceOption[] };
        setOptions(body.places ?? []);
        setActive(-1);
        setOpen(document.activeElement === inputRef.current);
      } catch {
        // Aborted by newer typing, or offline: the field still takes free text.
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, uf]);

  // Suggestions belong to what the person is typing: none after a pick or below the minimum.
  const options = query !== null && query.trim().length >= MIN_QUERY ? found : [];
  const expanded = open && options.length > 0;

  function pick(place: PlaceOption) {
    onPick(place);
    setQuery(null);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      if (options.length === 0) return;
      e.preventDefault();
      setOpen(true);
      const step = e.key === "ArrowDown" ? 1 : -1;
      const next = expanded ? (active + step + options.length) % options.length : step === 1 ? 0 : options.length - 1;
      setActive(next);
      listRef.current?.children[next]?.scrollIntoView({ block: "nearest" });
    } else if (e.key === "Enter" && expanded && active >= 0) {
      e.preventDefault();
      pick(options[active]);
    } else if (e.key === "Escape" && expanded) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const describedBy = [error ? errorId : null, statusId].filter(Boolean).join(" ");
  return (
    <div className="relative space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setQuery(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => options.length > 0 && setOpen(true)}
      />
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={`Sugestões para ${label}`}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-slate-300 bg-white py-1 shadow-lg"
      >
        {options.map((place, i) => (
          <li
            key={`${place.name}-${place.uf}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={`cursor-pointer px-3 py-2 text-slate-900 ${i === active ? "bg-brand-100" : "hover:bg-brand-50"}`}
            // mousedown, not click: keeps focus in the field so blur does not close the list first.
            onMouseDown={(e) => {
              e.preventDefault();
              pick(place);
            }}
          >
            {place.name} <span className="text-slate-600">— {place.uf}</span>
          </li>
        ))}
      </ul>
      <p id={statusId} className="sr-only" aria-live="polite">
        {expanded ? `${options.length} ${options.length === 1 ? "cidade encontrada" : "cidades encontradas"}. Use as setas para escolher.` : ""}
      </p>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
