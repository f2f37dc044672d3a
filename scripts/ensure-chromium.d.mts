/** CHROMIUM_PATH, /usr/bin/chromium or /usr/bin/chromium-browser: the first that exists. */
export function findChromium(): string | undefined;
