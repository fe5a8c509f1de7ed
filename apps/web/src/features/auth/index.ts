export { AuthPage } from './components/auth-page';
