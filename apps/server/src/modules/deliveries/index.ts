// The deliveries module's face (shipments): what other modules may use of it. Import it as '../deliveries'.
export { deliveryOfWorkOrder, openDelivery, setDeliveryNote } from './open';
