export { UserPage } from './components/user-page';
