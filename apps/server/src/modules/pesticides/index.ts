/** The pesticides module's public face: the lookup route, and the per-crop lookup the assistant answers from. */
export { LABEL_NOTE, pesticideInfoFor } from './lookup';
export { default } from './routes';
