export { SchemesDirectory } from './components/schemes-directory';
