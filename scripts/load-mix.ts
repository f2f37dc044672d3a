// The requests of `npm run load` (scripts/load.ts): searches and form posts as visitors send them.

export const pick = <T>(items: readonly T[]): T =>
  items[Math.floor(Math.random() * items.length)]!;

const searchWords = [
  "pvc",
  "copper",
  "armoured",
  "flexible",
  "control",
  "stranded",
  "solid",
  "xlpe",
  "fire",
  "halogen",
  "1.5",
  "2.5",
  "4mm",
  "16",
  "450/750",
  "0.6/1",
  "low smoke",
  "earth",
  "aluminium",
  "multi core",
  "single",
  "twin",
  "black",
  "red",
  "90",
  "70°c",
  "instrument",
  "screened",
  "zzq",
  "cable",
];
export function searchPath(): string {
  // Two words and sometimes a number: thousands of distinct queries, as real visitors type.
  const words = [
    pick(searchWords),
    Math.random() < 0.5 ? pick(searchWords) : "",
    Math.random() < 0.3 ? String(Math.floor(Math.random() * 400)) : "",
  ];
  return `/products?q=${encodeURIComponent(words.filter(Boolean).join(" "))}`;
}

const addresses = [
  "203.0.113.10",
  "203.0.113.11",
  "203.0.113.12",
  "203.0.113.13",
  "203.0.113.14",
];
const BOUNDARY = "----cableworks-load-boundary";
// The smallest PDF the CV check reads: a catalog, and a trailer naming it.
const smallCv = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="cv"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

/** One request of the mix. */
export interface LoadRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export function formRequest(base: string): LoadRequest {
  const n = Math.floor(Math.random() * 1e9);
  const email = `load${n % 50}@example.com`;
  const post = (
    path: string,
    contentType: string,
    body: string | Buffer,
  ): LoadRequest => ({
    method: "POST",
    path,
    headers: {
      "x-forwarded-for": pick(addresses),
      origin: base,
      "content-type": contentType,
    },
    body,
  });
  const urlencoded = (path: string, fields: Record<string, string>) =>
    post(
      path,
      "application/x-www-form-urlencoded",
      new URLSearchParams(fields).toString(),
    );
  const kind = Math.random();
  if (kind < 0.6) {
    return urlencoded("/contact", {
      firstName: "Load",
      lastName: `Test ${n}`,
      email,
      subject: "Quotation request",
      message: `Please quote 500 m of cable, reference ${n}.`,
    });
  }
  const fields = {
    fullName: `Load Applicant ${n}`,
    email,
    position: "Production engineer",
    message: "I would like to apply.",
  };
  if (kind < 0.8) return urlencoded("/careers", fields);
  return post(
    "/careers",
    `multipart/form-data; boundary=${BOUNDARY}`,
    multipart(fields, {
      name: "cv.pdf",
      type: "application/pdf",
      bytes: smallCv,
    }),
  );
}

export interface Figures {
  connections: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
}
