/**
 * User agents that are not people reading: crawlers and link previews (`bot`, `crawl`, `spider`,
 * `slurp`, `facebookexternalhit`, `preview`), audits (`Lighthouse`, PageSpeed, GTmetrix), uptime
 * monitors and HTTP libraries (`curl`, `wget`, python, Go, Java, node-fetch, axios, okhttp).
 * `HeadlessChrome` is deliberately not listed: it is what automated browsers, the site's own
 * Playwright tests among them, announce, and a page a real browser engine rendered and ran the
 * beacon in is a page view. `navigator.webdriver` is not used either, for the same reason.
 * No user agent at all counts as a bot.
 */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|preview|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|curl\/|wget\/|python|go-http-client|java\/|okhttp|node-fetch|axios|undici|httpclient|libwww|scrapy|headless(?!chrome)/i;

export function isBot(userAgent: string | null): boolean {
  return !userAgent || userAgent.trim().length < 8 || BOT_AGENT.test(userAgent);
}
