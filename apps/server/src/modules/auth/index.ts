/** The auth module's public face: sign-up, sign-in, profile and sign-out routes. */
export { default } from './routes';
