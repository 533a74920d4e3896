import { InputGroup, Spinner, SpinnerSize } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { MASTER_TEXTS } from './texts';

/** Seed 000 section 9: lists search 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box's text and the filter that follows it `delay` ms after the last keystroke
 * (trimmed). `onSettle` runs when the filter changes, e.g. to go back to page 1.
 */
export function useDebouncedSearch(onSettle?: () => void, delay: number = SEARCH_DEBOUNCE_MS) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState('');
  const settle = useRef(onSettle);
  useEffect(() => {
    settle.current = onSettle;
  });
  useEffect(() => {
    const next = search.trim();
    if (next === filter) return;
    const timer = setTimeout(() => {
      setFilter(next);
      settle.current?.();
    }, delay);
    return () => clearTimeout(timer);
  }, [search, filter, delay]);
  return { search, setSearch, filter };
}

export interface SearchBoxProps {
  /** 'Cari division...'; also the box's accessible name (without the dots). */
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** A new list is loading while the old one is shown: a small spinner in the box. */
  fetching: boolean;
}

/** The list card's search box. */
export function SearchBox({ placeholder, value, onChange, fetching }: SearchBoxProps) {
  return (
    <InputGroup
      className="erp-master-search"
      type="search"
      leftIcon="search"
      placeholder={placeholder}
      aria-label={placeholder.replace(/\.+$/, '')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      rightElement={fetching ? <Spinner size={SpinnerSize.SMALL} aria-label={MASTER_TEXTS.loading} className="erp-master-search-spinner" /> : undefined}
    />
  );
}
