export { NewsList } from './components/news-list';
