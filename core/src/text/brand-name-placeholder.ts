/**
 * Stands for the brand in the built pages: index.html's `<meta name="application-name">` and title,
 * and the pages prerendered at build time (decision 0032). The server writes its BRAND_NAME there
 * before sending them; the web reads the written one back for its first render.
 */
export const brandNamePlaceholder = '__BRAND_NAME__';
