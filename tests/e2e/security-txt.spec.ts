import { expect, test } from "../support/fixtures";

/** RFC 9116: served as UTF-8 plain text at the well-known address, current, naming this site. */
test("/.well-known/security.txt names a contact, expires ahead and gives its canonical address", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/.well-known/security.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const text = await response.text();
  expect(text).toMatch(/^Contact: mailto:[^@\s]+@[^@\s]+\.[a-z]+$/m);
  expect(text).toContain(`Canonical: ${baseURL}/.well-known/security.txt\n`);
  expect(text).toMatch(/^Preferred-Languages: en$/m);
  const expires = /^Expires: (\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z)$/m.exec(
    text,
  )?.[1];
  expect(expires, "an Expires in RFC 3339 form").toBeTruthy();
  const ahead = Date.parse(expires!) - Date.now();
  expect(ahead).toBeGreaterThan(300 * 24 * 60 * 60 * 1000);
  expect(ahead).toBeLessThan(365 * 24 * 60 * 60 * 1000);
});
