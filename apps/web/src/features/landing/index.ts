export { LandingPage } from './components/landing-page';
export { sendContactQuery, useSendContactQuery } from './api/send-contact-query';
