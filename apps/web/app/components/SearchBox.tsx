// Header search (SPEC §2, §5): product / shop selector, refusal of empty text with a 1 s toast, hot words below.
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { LIMITS, SEARCH_TYPE, searchRule, type HotSearchItem } from '@mall/shared';
import { useToast } from './Toast';

type SearchType = (typeof SEARCH_TYPE)[keyof typeof SEARCH_TYPE];

/** Where a search goes: products to /list, shops to /shopList. */
export function searchTarget(text: string, type: SearchType): string {
  const q = text.trim();
  if (type === SEARCH_TYPE.shop) return `/shopList?${new URLSearchParams({ shopName: q })}`;
  return `/list?${new URLSearchParams({ pn: q, st: String(SEARCH_TYPE.product) })}`;
}

/** What the box shows on a results page: the searched words stay in it (products on /list, shops on /shopList). */
export function searchShownFor(pathname: string, search: string): { text: string; type: SearchType } {
  const q = new URLSearchParams(search);
  if (pathname === '/shopList') return { text: q.get('shopName') ?? '', type: SEARCH_TYPE.shop };
  if (pathname === '/list') return { text: q.get('pn') ?? '', type: SEARCH_TYPE.product };
  return { text: '', type: SEARCH_TYPE.product };
}

export const hotWordHref = (word: string): string =>
  `/list?${new URLSearchParams({ pn: word, st: String(SEARCH_TYPE.product) })}`;

export function SearchBox({
  hotWords,
  initialText = '',
  initialType = SEARCH_TYPE.product,
}: {
  hotWords: HotSearchItem[];
  initialText?: string;
  initialType?: SearchType;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [type, setType] = useState<SearchType>(initialType);
  const [text, setText] = useState(initialText);
  const inputId = useId();
  const typeId = useId();

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const refused = searchRule(text, type);
    if (refused) {
      toast.show(t(refused), LIMITS.searchToastMs);
      return;
    }
    void navigate(searchTarget(text, type));
  }

  return (
    <div className="search">
      <form className="search__form" role="search" action="/list" method="get" onSubmit={onSubmit} noValidate>
        <label htmlFor={typeId} className="sr-only">
          {t('header.searchType')}
        </label>
        <select
          id={typeId}
          className="search__type"
          value={type}
          onChange={(e) => setType(Number(e.target.value) as SearchType)}
        >
          <option value={SEARCH_TYPE.product}>{t('header.product')}</option>
          <option value={SEARCH_TYPE.shop}>{t('header.shop')}</option>
        </select>
        <input type="hidden" name="st" value={type} />
        <label htmlFor={inputId} className="sr-only">
          {t('header.searchLabel')}
        </label>
        <input
          id={inputId}
          className="search__input"
          name="pn"
          type="search"
          autoComplete="off"
          maxLength={100}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={type === SEARCH_TYPE.shop ? t('header.placeholderShop') : t('header.placeholderProduct')}
        />
        <button type="submit" className="search__button">
          <Search size={18} aria-hidden="true" />
          <span>{t('header.search')}</span>
        </button>
      </form>
      {hotWords.length > 0 && (
        <nav className="search__hot" aria-label={t('header.hotWords')}>
          <ul>
            {hotWords.slice(0, LIMITS.hotWords).map((w, i) => (
              <li key={w.hotSearchId}>
                <Link to={hotWordHref(w.title)} className={i === 0 ? 'is-first' : undefined}>
                  {w.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
