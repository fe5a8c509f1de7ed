/** The auth module's public face: sign-up, sign-in, profile and sign-out routes, and the farmer's units as the API shows them. */
export { default } from './routes';
export { farmerLandUnitOf, farmerYieldUnit } from './users';
