/** Where the single-page app lives (spec: "The app base path prefix is /app/v2"). */
export const WEB_APP_BASE = '/app/v2';

/** An absolute link to a page of the web app, e.g. `appLink(url, '/password/reset_verify', { token })`. */
export function appLink(publicUrl: string, page: string, query: Record<string, string> = {}): string {
  const url = new URL(`${publicUrl}${WEB_APP_BASE}${page}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}
