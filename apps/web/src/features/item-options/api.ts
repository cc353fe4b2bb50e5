import { API_ITEM_OPTION, type ItemOption, type ItemOptionValues, type OptionType } from '@scm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

export const ITEM_OPTION_KEY = 'item-options';

/** One type's options, in the order they were registered. */
export const useItemOptions = (optionType: OptionType) =>
  useQuery({
    queryKey: [ITEM_OPTION_KEY, 'list', optionType],
    queryFn: () => api.get<ItemOption[]>(API_ITEM_OPTION, { optionType }),
  });

/** A change answering { data, message } after which the lists are read again. */
function useOptionChange<TVars, TData>(change: (vars: TVars) => Promise<{ data: TData; message: string }>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => qc.invalidateQueries({ queryKey: [ITEM_OPTION_KEY] }) });
}

export const useCreateItemOption = () =>
  useOptionChange((values: ItemOptionValues) => api.post<ItemOption>(API_ITEM_OPTION, values));

export const useUpdateItemOption = () =>
  useOptionChange((values: ItemOptionValues & { id: number }) => api.put<ItemOption>(API_ITEM_OPTION, values));

export const useDeleteItemOption = () => useOptionChange((id: number) => api.delete<null>(`${API_ITEM_OPTION}/${id}`));
