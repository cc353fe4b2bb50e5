import PrintIcon from '@mui/icons-material/Print';
import { Button } from '@mui/material';
import type { Item } from '@scm/contract';
import { useParams } from 'react-router';
import { useFeedback } from '../../shared/feedback';
import { RecordPage, parseRecordId } from '../../shared/form-kit';
import { ITEM_LIST_PATH, itemBarcodePath, useItem } from './api';
import { ItemForm } from './item-form';

/** Spec: the label opens in a window of 500 × 500. */
const LABEL_WINDOW = 'width=500,height=500';

function BarcodePrintButton({ item }: { item: Item }) {
  const fb = useFeedback();
  const open = () => {
    const win = window.open(itemBarcodePath(item.id), 'barcode', LABEL_WINDOW);
    if (!win)
      void fb.alert('팝업이 차단되어 바코드 창을 열 수 없습니다. 브라우저에서 이 사이트의 팝업을 허용해주세요.');
  };
  return (
    <Button variant="outlined" startIcon={<PrintIcon />} onClick={open}>
      바코드 출력
    </Button>
  );
}

/** READ (/:itemId) and UPDATE (/:itemId/edit) of one saved item. */
function ItemRecordPage({ mode }: { mode: 'READ' | 'UPDATE' }) {
  const id = parseRecordId(useParams().itemId);
  return (
    <RecordPage
      area="PROCESS"
      mode={mode}
      title={mode === 'READ' ? '품목 상세' : '품목 수정'}
      id={id}
      query={useItem(id)}
      listPath={ITEM_LIST_PATH}
      notFoundText="품목 정보를 불러올 수 없습니다."
      actions={mode === 'READ' ? (item) => <BarcodePrintButton item={item} /> : undefined}
      maxWidth={860}
      narrowHeader
    >
      {(item) => <ItemForm mode={mode} item={item} />}
    </RecordPage>
  );
}

export const ItemReadPage = () => <ItemRecordPage mode="READ" />;
export const ItemEditPage = () => <ItemRecordPage mode="UPDATE" />;
