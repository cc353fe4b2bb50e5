import { shopbagOrderMessages } from '@scm/contract';
import { useRecordLoad } from '../../shared/form-kit';
import { CancelOrderButton, OrderPageFrame } from '../orders';
import { SHOPBAG_LIST_PATH, useCancelShopbagOrder, useShopbagOrder } from './api';
import { ProofSection } from '../../shared/proofs';
import { DesignSection } from './design-section';
import { ShopbagForm } from './shopbag-form';
import { ShopbagTypeChip } from './shopbag-type-chip';
import { OrderStatementButton } from '../trade-statements';

const helpRead = (canWrite: boolean) =>
  [
    '쇼핑백 주문 상세 화면입니다. 주문 내용은 읽기 전용으로 표시됩니다.',
    '• 아래 [디자인]에서 위치마다 광고주, 시안, 비고를 정합니다. 진행률은 시안까지 등록된 위치의 비율입니다.',
    ...(canWrite
      ? [
          '• 광고주를 고른 뒤 시안을 첨부하고 [저장]을 누르세요. 광고주마다 입금 내역이 함께 만들어집니다.',
          '• 디자인을 삭제하면 그 위치의 광고주, 시안, 비고와 입금 내역이 모두 삭제됩니다.',
          '• 시안이 등록된 뒤에는 쇼핑백 유형을 바꿀 수 없습니다.',
          '• 작업이 시작된 뒤에는 납기일, 배포처와 비고만 수정할 수 있습니다.',
        ]
      : []),
  ].join('\n');

/** READ (/:shopbag_order_id) and UPDATE (/:shopbag_order_id/edit) of one saved bag order. */
function ShopbagRecordPage({ mode }: { mode: 'READ' | 'UPDATE' }) {
  const { id, query } = useRecordLoad('shopbag_order_id', useShopbagOrder, {
    message: shopbagOrderMessages.notFound,
    listPath: SHOPBAG_LIST_PATH,
  });
  const cancel = useCancelShopbagOrder();
  return (
    <OrderPageFrame
      mode={mode}
      noun="쇼핑백 주문"
      id={id}
      query={query}
      listPath={SHOPBAG_LIST_PATH}
      notFoundText="쇼핑백 주문 정보를 불러올 수 없습니다."
      help={helpRead}
      leading={(order) => <ShopbagTypeChip type={order.shopbagType} />}
      readActions={(order) => (
        <>
          {/* 거래명세서: one per advertiser (its share of the bag). */}
          {[...new Map(order.buyerList.map((slot) => [slot.buyerId, slot.buyerName])).entries()].map(([id, name]) => (
            <OrderStatementButton
              key={id}
              orderId={order.id}
              orderNumber={order.orderNumber}
              buyerId={id}
              buyerName={name}
              label={`거래명세서 · ${name}`}
            />
          ))}
          <CancelOrderButton order={order} cancelWith={cancel.mutateAsync} />
        </>
      )}
    >
      {(order) => (
        <>
          <ShopbagForm mode={mode} order={order} />
          {mode === 'READ' && <DesignSection order={order} />}
          {mode === 'READ' && <ProofSection viewer="staff" orderId={order.id} />}
        </>
      )}
    </OrderPageFrame>
  );
}

export const ShopbagReadPage = () => <ShopbagRecordPage mode="READ" />;
export const ShopbagEditPage = () => <ShopbagRecordPage mode="UPDATE" />;
