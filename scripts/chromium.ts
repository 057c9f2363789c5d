/**
 * Debian's chromium, as the web pages' tests, screenshots and Lighthouse run it
 * (scripts/with-chromium.sh installs it): headless, no sandbox (tests may run as root), and
 * nothing that reaches the network on its own (no QUIC, background fetches, component
 * updates or sync), so every request it makes is one a page made.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
