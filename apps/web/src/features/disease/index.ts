export { CropDiseasesPage } from './components/crop-diseases-page';
