export { CropSuggestions } from './components/crop-suggestions';
export { cropSuggestionsQueryKey } from './api/get-crop-suggestions';
