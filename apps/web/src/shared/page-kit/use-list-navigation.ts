import { useLocation, useNavigate } from 'react-router';

/** Carried in navigation state so detail pages can return to the list with its query string intact. */
interface ListReturnState {
  listSearch?: string;
  fromDetail?: boolean;
}

const readState = (state: unknown): ListReturnState => {
  if (typeof state !== 'object' || state === null) return {};
  const s = state as Record<string, unknown>;
  return {
    listSearch: typeof s.listSearch === 'string' ? s.listSearch : undefined,
    fromDetail: s.fromDetail === true,
  };
};

type Id = string | number;

export interface ListNavigation {
  /** The list's query string ('?page=2…' or ''), from the list URL itself or from navigation state. */
  listSearch: string;
  toList: (opts?: { replace?: boolean }) => void;
  toDetail: (id: Id, opts?: { replace?: boolean }) => void;
  toEdit: (id: Id) => void;
  toNew: () => void;
  /** Leaves an edit page: back in history when we came from the detail page, else replaces it with the detail. */
  backToDetail: (id: Id) => void;
}

/** Navigation between a list at `listPath` (absolute) and its new/detail/edit pages that keeps the list query. */
export function useListNavigation(listPath: string): ListNavigation {
  const location = useLocation();
  const navigate = useNavigate();
  const state = readState(location.state);
  const onList = location.pathname.replace(/\/$/, '') === listPath;
  const listSearch = onList ? location.search : (state.listSearch ?? '');
  // Read when the user acts, not when the list last rendered: a row opened right after a search (the router
  // renders the new query in a transition) still carries that search.
  const carry = () => ({
    listSearch:
      onList && window.location.pathname.replace(/\/$/, '') === listPath ? window.location.search : listSearch,
  });

  return {
    listSearch,
    toList: (opts) => void navigate(`${listPath}${listSearch}`, { replace: opts?.replace }),
    toDetail: (id, opts) => void navigate(`${listPath}/${id}`, { state: carry(), replace: opts?.replace }),
    toEdit: (id) => void navigate(`${listPath}/${id}/edit`, { state: { ...carry(), fromDetail: true } }),
    toNew: () => void navigate(`${listPath}/new`, { state: carry() }),
    backToDetail: (id) => {
      if (state.fromDetail) void navigate(-1);
      else void navigate(`${listPath}/${id}`, { state: carry(), replace: true });
    },
  };
}
