// The orders module's face (the staff and customer printing-order screens): what other modules may use of it. Import
// it as '../orders'. What every kind of order shares lives in '../order-core'; app.ts registers the routes directly.
// The seed takes its demo orders through these.
export { cancelOrder, createOrder } from './changes';
export { orderFilesOf, type OrderFiles } from './files';
export { priceCatalog, staffSpecOfBuyerWords } from './buyer-words';
