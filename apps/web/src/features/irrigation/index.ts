export { IrrigationPage } from './components/irrigation-page';
