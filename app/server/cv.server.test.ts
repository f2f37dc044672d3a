import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CV_MAX_BYTES } from "~/lib/visitor-forms";
import zlib from "node:zlib";
import {
  EXECUTABLE,
  HTML_PAGE,
  pdfDocument,
  pdfHtmlPolyglot,
  pdfWithJavaScript,
  pdfWithObjectStream,
  truncated,
} from "../../tests/support/hostile-uploads";
import {
  cvContentProblem,
  cvDir,
  detectCvKind,
  safeOriginalName,
  storeCv,
} from "./cv.server";

const pdf = Buffer.from("%PDF-1.7\n...");
const doc = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(64),
  Buffer.from("WordDocument", "utf16le"),
]);
const docx = Buffer.concat([
  Buffer.from("PK\x03\x04", "latin1"),
  Buffer.from("....[Content_Types].xml....word/document.xml...."),
]);
const zip = Buffer.concat([
  Buffer.from("PK\x03\x04", "latin1"),
  Buffer.from("....[Content_Types].xml....xl/workbook.xml"),
]);

describe("CV checks by content", () => {
  it("recognises PDF, Word 97-2003 and Word documents, and nothing else", () => {
    expect(detectCvKind(pdf)?.ext).toBe("pdf");
    expect(detectCvKind(doc)?.ext).toBe("doc");
    expect(detectCvKind(docx)?.ext).toBe("docx");
    expect(detectCvKind(zip)).toBeUndefined();
    expect(detectCvKind(Buffer.from("MZ\x90\x00", "latin1"))).toBeUndefined();
    expect(detectCvKind(Buffer.from("<html>%PDF-"))).toBeUndefined();
    expect(detectCvKind(Buffer.alloc(0))).toBeUndefined();
  });

  it("stores a valid CV under a server-chosen name with the type its bytes say", async () => {
    const result = await storeCv(
      new File([docx], "../../etc/My CV.pdf", { type: "application/pdf" }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok || !result.cv) throw new Error("expected a stored CV");
    expect(result.cv.file).toMatch(/^[0-9a-f]{32}\.docx$/);
    expect(result.cv.name).toBe("My CV.docx");
    expect(result.cv.type).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(
      fs.readFileSync(path.join(cvDir(), result.cv.file)).equals(docx),
    ).toBe(true);
  });

  it("refuses a wrong type and a file over 5 MB, and treats an empty input as no CV", async () => {
    expect(await storeCv(new File([Buffer.from("hello")], "cv.pdf"))).toEqual({
      ok: false,
      reason: "wrongType",
    });
    const big = Buffer.concat([pdf, Buffer.alloc(CV_MAX_BYTES)]);
    expect(await storeCv(new File([big], "cv.pdf"))).toEqual({
      ok: false,
      reason: "tooLarge",
    });
    expect(await storeCv(new File([], ""))).toEqual({
      ok: true,
      cv: undefined,
    });
    expect(await storeCv(null)).toEqual({ ok: true, cv: undefined });
  });

  it("keeps display names free of paths and odd characters", () => {
    expect(safeOriginalName("C:\\Users\\me\\cv final.pdf", "pdf")).toBe(
      "cv final.pdf",
    );
    expect(safeOriginalName('x"\r\n<script>.doc', "doc")).toBe("x_script_.doc");
    expect(safeOriginalName("", "pdf")).toBe("cv.pdf");
  });
});

describe("hostile CVs", () => {
  const countCvs = () =>
    fs.existsSync(cvDir()) ? fs.readdirSync(cvDir()).length : 0;

  it("stores a well-formed PDF", async () => {
    const result = await storeCv(
      new File([new Uint8Array(pdfDocument())], "cv.pdf"),
    );
    expect(result.ok && result.cv?.type).toBe("application/pdf");
  });

  it.each([
    ["an executable named .pdf", EXECUTABLE, "wrongType"],
    ["an HTML page named .pdf", HTML_PAGE, "wrongType"],
    ["a truncated PDF", truncated(pdfDocument()), "damaged"],
    ["a PDF/HTML polyglot", pdfHtmlPolyglot(), "activeContent"],
    ["a PDF with a JavaScript action", pdfWithJavaScript(), "activeContent"],
  ] as const)("refuses %s, writing nothing", async (_name, bytes, reason) => {
    const before = countCvs();
    expect(
      await storeCv(
        new File([new Uint8Array(bytes)], "cv.pdf", {
          type: "application/pdf",
        }),
      ),
    ).toEqual({ ok: false, reason });
    expect(countCvs()).toBe(before);
  });

  it("does not read script markers inside (compressed) streams, only the PDF's own objects", () => {
    const kind = { ext: "pdf", type: "application/pdf" } as const;
    const withStream = pdfDocument(
      "5 0 obj\n<< /Length 22 >>\nstream\n<script>/JS</script>\nendstream\nendobj\n",
    );
    expect(cvContentProblem(withStream, kind)).toBeUndefined();
    expect(
      cvContentProblem(
        pdfDocument("6 0 obj\n<< /JSON (x) /JSType 1 >>\nendobj\n"),
        kind,
      ),
    ).toBeUndefined();
  });

  describe("objects packed in object streams and names spelt with #xx", () => {
    const kind = { ext: "pdf", type: "application/pdf" } as const;
    const action = "<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>";

    it("reads a deflated object stream, as a reader would, and finds a script action in it", () => {
      expect(cvContentProblem(pdfWithObjectStream(action), kind)).toBe(
        "activeContent",
      );
      expect(
        cvContentProblem(
          pdfWithObjectStream(
            "<< /OpenAction << /S /Launch /F (cmd.exe) >> >>",
          ),
          kind,
        ),
      ).toBe("activeContent");
      // Deflated twice (a filter array), or written as a name with #xx in it.
      expect(cvContentProblem(pdfWithObjectStream(action, 2), kind)).toBe(
        "activeContent",
      );
      expect(
        cvContentProblem(
          pdfWithObjectStream(action, 1, "/Fl#61teDecode"),
          kind,
        ),
      ).toBe("activeContent");
      // Not compressed at all.
      expect(cvContentProblem(pdfWithObjectStream(action, 0), kind)).toBe(
        "activeContent",
      );
    });

    it("finds a script action whose name is spelt with #xx, inside or outside an object stream", () => {
      const spelt = "<< /S /J#61vaScript /J#53 (app.alert(1)) >>";
      expect(
        cvContentProblem(pdfDocument(`4 0 obj\n${spelt}\nendobj\n`), kind),
      ).toBe("activeContent");
      expect(cvContentProblem(pdfWithObjectStream(spelt), kind)).toBe(
        "activeContent",
      );
    });

    it("cannot be fooled about where the stream's dictionary starts", () => {
      const data = zlib.deflateSync(Buffer.from(`4 0 ${action}`));
      const tricky = pdfDocument(
        `5 0 obj\n<< /Type /ObjStm /Note (endobj 6 0 obj) /N 1 /First 4 /Filter /FlateDecode /Length ${data.length} >>\nstream\n${data.toString("latin1")}\nendstream\nendobj\n`,
      );
      expect(cvContentProblem(tricky, kind)).toBe("activeContent");
    });

    it("passes a clean PDF 1.5 with its objects packed", () => {
      expect(
        cvContentProblem(
          pdfWithObjectStream(
            "<< /Type /Annot /Subtype /Link /Contents (See /JSON docs) >>",
          ),
          kind,
        ),
      ).toBeUndefined();
      expect(
        cvContentProblem(pdfWithObjectStream("<< /Title (My CV) >>", 2), kind),
      ).toBeUndefined();
    });

    it("refuses as damaged an object stream it cannot read: an unknown filter, broken data, a bomb", () => {
      const asciiHex = pdfDocument(
        "5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode /Length 8 >>\nstream\n34203020>\nendstream\nendobj\n",
      );
      expect(cvContentProblem(asciiHex, kind)).toBe("damaged");
      const broken = pdfDocument(
        "5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length 8 >>\nstream\nnot zlib\nendstream\nendobj\n",
      );
      expect(cvContentProblem(broken, kind)).toBe("damaged");
      // 1 MB of zeros deflated to about 1 KB, 25 times over: 25 MB inflated, past the 20 MB cap.
      const zeros = zlib
        .deflateSync(Buffer.alloc(1024 * 1024))
        .toString("latin1");
      const bomb = Array.from(
        { length: 25 },
        (_, i) =>
          `${10 + i} 0 obj\n<< /Type /ObjStm /Filter /FlateDecode >>\nstream\n${zeros}\nendstream\nendobj\n`,
      ).join("");
      expect(cvContentProblem(pdfDocument(bomb), kind)).toBe("damaged");
      // Deflated more times than any writer would.
      expect(cvContentProblem(pdfWithObjectStream("<< >>", 5), kind)).toBe(
        "damaged",
      );
    });
  });
});
