// pa11y drives Chromium through puppeteer. The tests use Debian's /usr/bin/chromium (or
// CHROMIUM_PATH), so installing puppeteer must not download a browser of its own (with npm
// versions that run its install script; there may be no internet but the npm registry).
/* global module */
module.exports = { skipDownload: true };
