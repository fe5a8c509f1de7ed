/** Shown while the session lookup answers and while a screen opened directly loads. */
export function AppLoading() {
  return <p role="status">Loading...</p>;
}
