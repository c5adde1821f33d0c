import { useEffect } from 'react';

/**
 * Rendered beside the page itself (never beside a loader): once a page has been shown, index.html's
 * loader is removed and `<html>` carries `data-page-shown`, and from then on the page loader appears
 * only if a page takes a moment (global.css). Before that the loader is shown at once, so there is no
 * blank frame between index.html's loader and the first page (decision 0072).
 */
export function PageShownMark() {
  useEffect(() => {
    document.documentElement.dataset.pageShown = '';
    document.getElementById('page-loader')?.remove();
  }, []);
  return null;
}
