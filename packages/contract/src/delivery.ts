import { defineWorkflow } from './common/workflow.js';

export const API_DELIVERY = '/api/admin/wk/delivery';
export const API_DELIVERY_COMPLETE_HISTORY = '/api/admin/wk/delivery_complete_history';

/** A finished job's shipment: ready when printing completes, shipping once handed to a carrier, then delivered. */
export const deliveryWorkflow = defineWorkflow({
  noun: '배송',
  states: {
    READY: { label: '배송준비', color: 'info' },
    SHIPPING: { label: '배송중', color: 'warning' },
    COMPLETE: { label: '배송완료', color: 'success' },
  },
  actions: {
    startDelivery: { from: ['READY'], to: 'SHIPPING', label: '배송 시작', confirm: '배송을 시작하시겠습니까?' },
    completeDelivery: {
      from: ['SHIPPING'],
      to: 'COMPLETE',
      label: '배송 완료',
      confirm: '배송을 완료 처리하시겠습니까?',
    },
  },
  unknownLabel: '표시 오류',
});
export type DeliveryStatus = (typeof deliveryWorkflow.values)[number];
export type DeliveryAction = keyof typeof deliveryWorkflow.actions;
