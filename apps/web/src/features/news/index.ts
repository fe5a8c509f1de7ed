export { NewsPage } from './components/news-page';
