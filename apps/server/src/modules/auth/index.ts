/** The auth module's public face: sign-up, sign-in, profile and sign-out routes, the farmer as the API shows them, and their units. */
export { default } from './routes';
export { farmerLandUnitOf, farmerYieldUnit, toUser } from './users';
