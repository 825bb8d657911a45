/** The site's page a new-tab game shows while its address is fetched (spec 2.1 /loading, "启动中..."). */
export const LOADING_PATH = '/loading';

/**
 * A new tab on the loading page, opened at once, inside the member's click (spec 4: opened synchronously so the
 * browser does not block it), for the game's address to be put into once the launch answers. The tab is cut
 * from this page (no `opener`), so the game cannot reach back into the site. Null when the browser blocked it.
 */
export function openLoadingTab(): Window | null {
  const tab = window.open(LOADING_PATH, '_blank');
  if (tab) tab.opener = null;
  return tab;
}

/** Shows the game in a tab opened by openLoadingTab; the loading page is left out of the tab's history. */
export function pointTabAt(tab: Window, url: string): void {
  tab.location.replace(url);
}
