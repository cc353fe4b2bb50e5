export { CustomerHomePage } from './customer-home-page';
export { CUSTOMER_HOME_CARDS, type CustomerHomeCard } from './customer-home-cards';
