export { NewsListPage } from './NewsListPage';
export { NewsArticlePage } from './NewsArticlePage';
