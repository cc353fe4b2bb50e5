import { MenuItem, TextField } from '@mui/material';
import { SHOPBAG_DATE_FILTERS, SHOPBAG_SEARCH_FILTERS, SHOPBAG_TYPE_LABELS, SHOPBAG_TYPES } from '@scm/contract';
import { CitySelect } from '../../shared/city-select';
import { listHelp } from '../../shared/page-kit';
import { DateRangeFilter, ListPage, SearchBar, useFilterParams } from '../../shared/list-kit';
import { useListNavigation } from '../../shared/page-kit';
import { OrderListFilters, useOrderListFilters } from '../orders';
import { SHOPBAG_LIST_PATH, useShopbagOrderList } from './api';
import { SHOPBAG_TABLE_MIN_WIDTH, shopbagColumns } from './shopbag-columns';

const FILTERS = ['parentCityCode', 'childCityCode', 'shopbagType'] as const;

const help = (canWrite: boolean) =>
  [
    listHelp(canWrite),
    '',
    '쇼핑백 주문을 등록하면 작업지시가 [접수] 상태로 함께 만들어집니다.',
    '[광고주]는 광고주가 정해진 위치 수/전체 컷 수, [디자인]은 시안까지 등록된 위치의 비율입니다.',
    '시·도와 시·군·구로 판매 지역을 좁힐 수 있습니다. 검색의 [광고주]는 위치를 산 고객사 이름으로 찾습니다.',
    '[상태]는 접수, 작업중, 배송중(배송 준비 포함), 완료(배송 완료), 취소로 좁히고, [납기 지남]은 납기일이 지났는데 아직 배송 완료되지 않은 주문만 보여줍니다. [올해]는 1월 1일부터 오늘까지입니다.',
  ].join('\n');

/** /admin/od/shopbag_order */
export function ShopbagListPage() {
  const [filters, setFilters] = useFilterParams(FILTERS);
  const orderFilters = useOrderListFilters();
  const paged = useShopbagOrderList({ ...filters, ...orderFilters.apiParams });
  const nav = useListNavigation(SHOPBAG_LIST_PATH);
  return (
    <ListPage
      area="ORDER"
      title="쇼핑백 주문"
      help={help}
      paged={paged}
      filters={
        <>
          <DateRangeFilter list={paged.list} dateFields={SHOPBAG_DATE_FILTERS} />
          <CitySelect
            direction="row"
            emptyLabel="전체"
            value={{ parentCityCode: filters.parentCityCode, childCityCode: filters.childCityCode }}
            onChange={setFilters}
          />
          <TextField
            select
            size="small"
            label="유형"
            value={filters.shopbagType}
            onChange={(e) => setFilters({ shopbagType: e.target.value })}
            sx={{ flex: { xs: '1 1 100px', md: '0 0 100px' } }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">전체</MenuItem>
            {SHOPBAG_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {SHOPBAG_TYPE_LABELS[t]}
              </MenuItem>
            ))}
          </TextField>
          <OrderListFilters filters={orderFilters} />
          <SearchBar list={paged.list} filters={SHOPBAG_SEARCH_FILTERS} />
        </>
      }
      onNew={nav.toNew}
      tableLabel="쇼핑백 주문 목록"
      columns={shopbagColumns}
      getRowKey={(r) => r.id}
      onRowClick={(r) => nav.toDetail(r.id)}
      minWidth={SHOPBAG_TABLE_MIN_WIDTH}
    />
  );
}
