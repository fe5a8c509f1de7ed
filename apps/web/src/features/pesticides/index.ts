export { PesticidesPage } from './components/pesticides-page';
