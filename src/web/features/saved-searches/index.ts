export { SaveSearchButton } from "./save-search-button";
export { SavedSearchList } from "./saved-search-list";
