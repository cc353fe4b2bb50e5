import { ORDER_ORIGIN_SUB_LABELS, workTypeLabel, type Order } from '@scm/contract';
import { Code128Barcode } from '../../shared/barcode';
import { formatDate, formatDateTime, formatNumber } from '../../shared/format';
import { TicketFoldingBinding, TicketPrintingEntry, type TicketNames } from './job-ticket-spec';

const dash = (s: string | null | undefined) => (s == null || s.trim() === '' ? '-' : s);

/** The A4 sheet of the job ticket (작업지시서): what the teams need to make and ship the job. */
export function JobTicket({ order, names, printedAt }: { order: Order; names: TicketNames; printedAt: string }) {
  return (
    <article className="job-ticket" aria-label={`작업지시서 ${order.orderNumber}`}>
      <header className="ticket-head">
        <div>
          <h1>작업지시서</h1>
          <p className="ticket-sub">
            접수 {formatDateTime(order.receiptDatetime)} · 출력 {printedAt}
          </p>
        </div>
        <Code128Barcode value={order.orderNumber} height={52} moduleWidth={1.6} />
      </header>

      {order.cancellation && (
        <p className="ticket-cancelled">
          취소된 주문입니다 ({formatDateTime(order.cancellation.at)}) — {order.cancellation.reason}
        </p>
      )}

      <table className="ticket-grid">
        <tbody>
          <tr>
            <th>주문번호</th>
            <td>{order.orderNumber}</td>
            <th>납기일</th>
            <td className="ticket-strong">{order.deliveryDate ? formatDate(order.deliveryDate) : '-'}</td>
          </tr>
          <tr>
            <th>주문상품명</th>
            <td colSpan={3} className="ticket-strong">
              {order.productName}
            </td>
          </tr>
          <tr>
            <th>고객사</th>
            <td>{order.buyerName}</td>
            <th>작업 유형</th>
            <td>{workTypeLabel(order.workType)}</td>
          </tr>
          <tr>
            <th>수량</th>
            <td>{formatNumber(order.amount)}</td>
            <th>건수</th>
            <td>{formatNumber(order.numberCases)}</td>
          </tr>
          <tr>
            <th>품질</th>
            <td>{dash(order.quality)}</td>
            <th>원청/하청</th>
            <td>{order.originSub ? ORDER_ORIGIN_SUB_LABELS[order.originSub] : '-'}</td>
          </tr>
          <tr>
            <th>외주 담당자</th>
            <td>{dash(order.outsourcingChargeName)}</td>
            <th>시안 파일</th>
            <td>
              {order.attachments.length === 0 ? '없음' : order.attachments.map((a) => a.originalFileName).join(', ')}
            </td>
          </tr>
        </tbody>
      </table>

      <h2>인쇄 정보</h2>
      {order.printingList.map((entry, i) => (
        <TicketPrintingEntry key={i} entry={entry} index={i} names={names} />
      ))}
      {order.isFoldingBinding && <TicketFoldingBinding list={order.foldingBindingList} names={names} />}

      <h2>배송 정보</h2>
      <table className="ticket-grid">
        <tbody>
          <tr>
            <th>수령인</th>
            <td>{dash(order.receiver)}</td>
            <th>연락처</th>
            <td>{dash(order.receiverTel)}</td>
          </tr>
          <tr>
            <th>주소</th>
            <td colSpan={3}>
              {order.zipCode && `(${order.zipCode}) `}
              {dash(order.address)}
            </td>
          </tr>
          <tr>
            <th>배송 방법</th>
            <td>{dash(order.deliveryType)}</td>
            <th>배송 메모</th>
            <td>{dash(order.deliveryRemark)}</td>
          </tr>
        </tbody>
      </table>

      <h2>비고</h2>
      <p className="ticket-remark">{dash(order.remark)}</p>
    </article>
  );
}
