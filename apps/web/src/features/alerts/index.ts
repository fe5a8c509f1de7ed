export { AlertsBell } from './components/alerts-bell';
export { AlertsPanel } from './components/alerts-panel';
