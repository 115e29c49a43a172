// Crawlers, link previewers, monitors, headless browsers and HTTP tools announce themselves.
const BOT_AGENT =
  /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|monitor|pingdom|lighthouse|pagespeed|headless|phantomjs|puppeteer|playwright|python-requests|python-urllib|curl|wget|httpie|axios|node-fetch|undici|go-http-client|java\/|okhttp|libwww|scrapy/i;

/** An obvious robot by its user agent; an empty user agent counts as one too. */
export function isBot(userAgent: string | null | undefined): boolean {
  return !userAgent?.trim() || BOT_AGENT.test(userAgent);
}
