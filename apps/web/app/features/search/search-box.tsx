import {
  type ArticleHit,
  CARD_SEARCH_DEBOUNCE_MS,
  CARD_SUGGESTION_LIMIT,
  type CardHit,
  cardSearchText,
  moveActiveOption,
  SEARCH_BLUR_DELAY_MS,
  SEARCH_PAGE_PATH,
  type SearchSynonym,
  searchPageHref,
  searchSuggestionGroups,
} from '@cardgenius/core/search';
import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { track } from '../../lib/analytics';
import { loadSearchSynonyms, searchCards } from './search-api';

/**
 * The site search box (shell-and-browsing §2.10, §4, §5): an ARIA combobox whose list shows plain
 * suggestions, up to 5 related cards and related pages. Synonyms load on first focus; cards are
 * searched 400 ms after typing stops, from 3 characters. Focus shows the list, blur hides it 200 ms
 * later, Escape leaves the box. Enter follows the active option, or opens the results page. Without
 * JavaScript it is a plain GET form to the results page.
 */
export function SearchBox({
  id = 'site-search-box',
  autoFocus = false,
  onNavigate,
  action = SEARCH_PAGE_PATH,
  defaultValue = '',
}: {
  id?: string;
  autoFocus?: boolean;
  onNavigate?: () => void;
  /** The results page Enter leads to (the genius search page keeps its visitors there). */
  action?: string;
  defaultValue?: string;
}) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [text, setText] = useState(defaultValue);
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(-1);
  const [synonyms, setSynonyms] = useState<readonly SearchSynonym[]>([]);
  const [cards, setCards] = useState<{ query: string; found: CardHit[]; articles: ArticleHit[] }>({
    query: '',
    found: [],
    articles: [],
  });

  const query = cardSearchText(text);
  useEffect(() => {
    if (!focused || query === null || query === cards.query) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const { cards: found, articles } = await searchCards(query, CARD_SUGGESTION_LIMIT, controller.signal);
      if (!controller.signal.aborted) setCards({ query, found, articles });
    }, CARD_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [focused, query, cards.query]);

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);
  useEffect(() => () => clearTimeout(blurTimer.current), []);
  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  const groups = useMemo(
    () =>
      searchSuggestionGroups({
        synonyms,
        text,
        // Cards found for an earlier text stay until the new search answers, unless the text is too short.
        cards: query === null ? [] : cards.found,
        articles: cards.articles,
        searchPath: action,
      }),
    [synonyms, text, query, cards.found, cards.articles, action],
  );
  const options = groups.flatMap((group) => group.options);
  const open = focused && groups.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;
  const listId = `${id}-list`;

  const leave = () => {
    setFocused(false);
    setActive(-1);
    inputRef.current?.blur();
  };
  const feature = action === SEARCH_PAGE_PATH ? 'search-box' : 'genius-search';
  /** A suggestion chosen: which group it came from says what kind (search events, shell-and-browsing §7). */
  const trackPick = (href: string) => {
    const key = groups.find((group) => group.options.some((option) => option.href === href))?.key;
    track('search', {
      feature,
      action: key === 'cards' ? 'card' : key === 'articles' ? 'quick-link' : 'suggestion',
      term: text,
    });
  };
  const go = (href: string) => {
    leave();
    onNavigate?.();
    void navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setFocused(true);
      setActive((current) => moveActiveOption(current, event.key === 'ArrowDown' ? 1 : -1, options.length));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      leave();
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      trackPick(options[active].href);
      go(options[active].href);
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    track('search', { feature, action: 'submit', term: text });
    go(searchPageHref(text, action));
  };

  let index = -1;
  return (
    <form action={action} method="get" onSubmit={onSubmit} className="relative">
      <label htmlFor={id} className="sr-only">
        Search
      </label>
      <div className="flex rounded-md border border-slate-300 bg-white focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600">
        <input
          ref={inputRef}
          id={id}
          name="q"
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={100}
          placeholder="Search for anything..."
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
            setFocused(true);
          }}
          onFocus={() => {
            clearTimeout(blurTimer.current);
            setFocused(true);
            void loadSearchSynonyms().then(setSynonyms);
          }}
          onBlur={() => {
            clearTimeout(blurTimer.current);
            blurTimer.current = setTimeout(() => {
              setFocused(false);
              setActive(-1);
            }, SEARCH_BLUR_DELAY_MS);
          }}
          onKeyDown={onKeyDown}
          className="min-w-0 flex-1 rounded-l-md bg-transparent px-3 py-2 text-base placeholder:text-slate-500 focus-visible:outline-none"
        />
        <button
          type="submit"
          className="shrink-0 rounded-r-md bg-brand-600 px-4 font-semibold text-sm text-white hover:bg-brand-700"
        >
          Search
        </button>
      </div>
      <div
        role="listbox"
        id={listId}
        aria-label="Search suggestions"
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
      >
        {groups.map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox, not a set of form fields.
          <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`}>
            <div
              role="presentation"
              id={`${id}-${group.key}`}
              className="px-3 pt-2 pb-1 font-semibold text-slate-500 text-xs uppercase tracking-wide"
            >
              {group.label}
            </div>
            {group.options.map((option) => {
              index += 1;
              const selected = index === active;
              return (
                <Link
                  key={`${group.key}-${option.href}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={selected}
                  tabIndex={-1}
                  to={option.href}
                  onClick={() => {
                    trackPick(option.href);
                    leave();
                    onNavigate?.();
                  }}
                  className={`block px-3 py-2 text-slate-800 hover:bg-brand-50 ${selected ? 'bg-brand-50 text-brand-700' : ''}`}
                >
                  {option.label}
                </Link>
              );
            })}
          </div>
        ))}
      </div>
      <p role="status" className="sr-only">
        {open ? `${options.length} suggestion${options.length === 1 ? '' : 's'}` : ''}
      </p>
    </form>
  );
}
