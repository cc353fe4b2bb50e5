// The sms module's face: what other modules may use of it. Import it as '../sms'.
export { queueSms } from './service';
