import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable, type ReadableOptions } from "node:stream";
import busboy from "busboy";

/**
 * Form bodies are read here, within limits, before React Router sees them: its
 * `request.formData()` (undici) buffers a whole body and then parses every field, and ~1.7 million
 * empty fields in 5 MB were enough to run the server out of heap. busboy (the streaming parser
 * behind multer) counts fields, parts and bytes as they arrive, so a flood is refused at its first
 * chunks and the rest is dropped unread (docs/decisions/010-form-limits.md).
 */
export interface FormLimits {
  /** Text fields in one form. */
  fields: number;
  /** Bytes of one field's value. */
  fieldSize: number;
  /** Bytes of one field's name. */
  fieldNameSize: number;
  /** Files in one form. */
  files: number;
  /** Bytes of one file. */
  fileSize: number;
}

/**
 * The largest form, the admin's product dialog, sends 31 fields and one image; its largest field
 * is the features list as JSON (50 x 1,200 characters, ~180 KB in Arabic). The file limit is the
 * 6 MB body limit of http/body-limit.ts (which also bounds the bytes kept here): the app's own 5 MB
 * checks answer first, with their own messages, and this holds wherever that limit does not.
 */
export const FORM_LIMITS: FormLimits = {
  fields: 200,
  fieldSize: 512 * 1024,
  fieldNameSize: 100,
  files: 4,
  fileSize: 6 * 1024 * 1024,
};

const FORM_TYPES =
  /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/** A form body of one of the two types browsers send; others go on unread. */
export function isFormBody(req: IncomingMessage): boolean {
  return (
    req.method !== "GET" &&
    req.method !== "HEAD" &&
    FORM_TYPES.test(req.headers["content-type"] ?? "")
  );
}

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/** The 413's message for each limit, in the style of body-limit's. */
export function limitMessage(
  limit: keyof FormLimits,
  limits: FormLimits,
): string {
  switch (limit) {
    case "fields":
      return `What you sent has too many fields (${limits.fields} at most). Please send the form from the site's own page.`;
    case "fieldSize":
      return `A field of what you sent is too long (${kilobytes(limits.fieldSize)} at most). Please shorten it.`;
    case "fieldNameSize":
      return `A field name in what you sent is too long (${limits.fieldNameSize} bytes at most). Please send the form from the site's own page.`;
    case "files":
      return `What you sent has too many files (${limits.files} at most). Please attach fewer files.`;
    case "fileSize":
      return `A file you attached is too large (${kilobytes(limits.fileSize)} at most). Please attach a smaller file.`;
  }
}

const UNREADABLE =
  "The form could not be read. Please send it again from the site's own page.";

/**
 * Reads a form body (`isFormBody`) through busboy within `limits`. Resolves to a request to hand on
 * whose body can be read again from the start (the same request for any other body), or to
 * undefined once it has answered: 413 with a message as soon as a limit is passed (the rest of the
 * body is read and dropped, never kept), 400 for a body that is not a well-formed form.
 */
export function readFormWithinLimits<R extends IncomingMessage>(
  req: R,
  res: ServerResponse,
  limits: FormLimits = FORM_LIMITS,
): Promise<R | undefined> {
  if (!isFormBody(req)) return Promise.resolve(req);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: "utf8",
      // busboy counts a file that reaches its limit as over it: a file of exactly fileSize passes.
      limits: {
        ...limits,
        fileSize: limits.fileSize + 1,
        parts: limits.fields + limits.files,
      },
    });
  } catch {
    // A multipart type without its boundary, or an unsupported charset.
    answer(req, res, 400, UNREADABLE);
    return Promise.resolve(undefined);
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let settled = false;
    const keep = (chunk: Buffer) => chunks.push(chunk);
    const stop = () => {
      settled = true;
      req.off("data", keep);
      req.unpipe(parser);
      parser.removeAllListeners();
      // A late error of the dropped parser must not become an uncaught exception.
      parser.on("error", () => {});
    };
    const refuse = (status: number, message: string) => {
      if (settled) return;
      stop();
      answer(req, res, status, message);
      resolve(undefined);
    };
    const tooLarge = (limit: keyof FormLimits) => () =>
      refuse(413, limitMessage(limit, limits));

    parser.on("field", (_name, _value, info) => {
      if (info.nameTruncated)
        refuse(413, limitMessage("fieldNameSize", limits));
      else if (info.valueTruncated)
        refuse(413, limitMessage("fieldSize", limits));
    });
    parser.on("file", (_name, file, _info) => {
      file.on("limit", tooLarge("fileSize"));
      // The bytes are kept whole in `chunks`: the parsed file is only counted.
      file.resume();
    });
    parser.on("fieldsLimit", tooLarge("fields"));
    parser.on("partsLimit", tooLarge("fields"));
    parser.on("filesLimit", tooLarge("files"));
    parser.on("error", () => refuse(400, UNREADABLE));
    parser.on("close", () => {
      if (settled) return;
      stop();
      resolve(replayable(req, chunks));
    });
    // The visitor went away: there is no one to answer.
    req.on("aborted", () => {
      if (settled) return;
      stop();
      resolve(undefined);
    });
    req.on("data", keep);
    req.pipe(parser);
  });
}

function answer(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
) {
  // The rest of the body (at most the body limit: chunked bodies are refused) is read and thrown
  // away: a client still sending gets the answer, and the connection stays usable.
  req.resume();
  res.statusCode = status;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(message);
}

/**
 * The request again, with a body that reads `chunks` from the start: an object whose prototype is
 * the request (headers, URL, socket and Express's getters are the request's) and whose own stream
 * state is a new Readable's. React Router's adapter reads the body from the request object it is
 * given, and the original's stream has ended.
 */
export function replayable<R extends IncomingMessage>(
  req: R,
  chunks: Buffer[],
): R {
  const copy = Object.create(req) as R;
  const initReadable = Readable as unknown as (
    this: Readable,
    options: ReadableOptions,
  ) => void;
  initReadable.call(copy, {
    read() {},
    // Nothing to release: the socket belongs to the original request.
    destroy(error, callback) {
      callback(error);
    },
  });
  for (const chunk of chunks) copy.push(chunk);
  copy.push(null);
  return copy;
}
