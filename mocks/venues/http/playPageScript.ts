/**
 * The game page's only script, served as a file (the site's CSP runs no inline script): its 返回 button asks the
 * site's frame to close it (postMessage {type: 'venue:close'}), or, opened in a tab of its own, closes the tab
 * (back to the site's home when the browser keeps it open).
 */
export const PLAY_PAGE_SCRIPT = `(function () {
  var back = document.getElementById('venue-back');
  if (!back) return;
  back.addEventListener('click', function () {
    if (window.parent !== window) {
      window.parent.postMessage({ type: 'venue:close' }, '*');
      return;
    }
    window.close();
    if (!window.closed) window.location.assign('/');
  });
})();
`;
