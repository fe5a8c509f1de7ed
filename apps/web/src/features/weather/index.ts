export { WeatherCard } from './components/weather-card';
