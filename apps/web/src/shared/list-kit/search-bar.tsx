import SearchIcon from '@mui/icons-material/Search';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import type { SearchFilterOptions } from '@scm/contract';
import { useState, type FormEvent } from 'react';
import type { ListController } from './use-list-query';

interface Props {
  list: ListController;
  /** value → Korean label, e.g. DEPARTMENT_SEARCH_FILTERS. */
  filters: SearchFilterOptions;
  placeholder?: string;
}

/** Filter dropdown + keyword; Enter or 검색 pushes the search to the URL (page 1). */
export function SearchBar({ list, filters, placeholder }: Props) {
  const { searchFilter, searchKeyword } = list.params;
  const [draft, setDraft] = useState({ filter: searchFilter, keyword: searchKeyword });
  const [synced, setSynced] = useState({ searchFilter, searchKeyword });
  // Back/forward changes the URL under us: take the URL's values again.
  if (synced.searchFilter !== searchFilter || synced.searchKeyword !== searchKeyword) {
    setSynced({ searchFilter, searchKeyword });
    setDraft({ filter: searchFilter, keyword: searchKeyword });
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    list.search({ searchFilter: draft.filter, searchKeyword: draft.keyword });
  };

  const filterValue = draft.filter in filters ? draft.filter : (Object.keys(filters)[0] ?? '');

  return (
    <Stack
      component="form"
      role="search"
      onSubmit={submit}
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', flex: '1 1 320px', maxWidth: { xs: '100%', sm: 560 } }}
    >
      <TextField
        select
        size="small"
        label="검색 조건"
        value={filterValue}
        onChange={(e) => setDraft((d) => ({ ...d, filter: e.target.value }))}
        sx={{ width: { xs: 104, sm: 120 }, flexShrink: 0 }}
      >
        {Object.entries(filters).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label="검색어"
        placeholder={placeholder}
        value={draft.keyword}
        onChange={(e) => setDraft((d) => ({ ...d, keyword: e.target.value }))}
        slotProps={{ htmlInput: { maxLength: 255, enterKeyHint: 'search' } }}
        sx={{ flex: '1 1 120px', minWidth: 96 }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flexShrink: 0, height: 40 }}>
        검색
      </Button>
    </Stack>
  );
}
