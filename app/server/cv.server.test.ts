import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CV_MAX_BYTES } from "~/lib/visitor-forms";
import { EXECUTABLE, HTML_PAGE, pdfDocument, pdfHtmlPolyglot, pdfWithJavaScript, truncated } from "../../tests/hostile-uploads";
import { cvContentProblem, cvDir, detectCvKind, safeOriginalName, storeCv } from "./cv.server";

const pdf = Buffer.from("%PDF-1.7\n...");
const doc = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(64), Buffer.from("WordDocument", "utf16le")]);
const docx = Buffer.concat([Buffer.from("PK\x03\x04", "latin1"), Buffer.from("....[Content_Types].xml....word/document.xml....")]);
const zip = Buffer.concat([Buffer.from("PK\x03\x04", "latin1"), Buffer.from("....[Content_Types].xml....xl/workbook.xml")]);

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
    const result = await storeCv(new File([docx], "../../etc/My CV.pdf", { type: "application/pdf" }));
    expect(result.ok).toBe(true);
    if (!result.ok || !result.cv) throw new Error("expected a stored CV");
    expect(result.cv.file).toMatch(/^[0-9a-f]{32}\.docx$/);
    expect(result.cv.name).toBe("My CV.docx");
    expect(result.cv.type).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(fs.readFileSync(path.join(cvDir(), result.cv.file)).equals(docx)).toBe(true);
  });

  it("refuses a wrong type and a file over 5 MB, and treats an empty input as no CV", async () => {
    expect(await storeCv(new File([Buffer.from("hello")], "cv.pdf"))).toEqual({ ok: false, reason: "wrongType" });
    const big = Buffer.concat([pdf, Buffer.alloc(CV_MAX_BYTES)]);
    expect(await storeCv(new File([big], "cv.pdf"))).toEqual({ ok: false, reason: "tooLarge" });
    expect(await storeCv(new File([], ""))).toEqual({ ok: true, cv: undefined });
    expect(await storeCv(null)).toEqual({ ok: true, cv: undefined });
  });

  it("keeps display names free of paths and odd characters", () => {
    expect(safeOriginalName("C:\\Users\\me\\cv final.pdf", "pdf")).toBe("cv final.pdf");
    expect(safeOriginalName('x"\r\n<script>.doc', "doc")).toBe("x_script_.doc");
    expect(safeOriginalName("", "pdf")).toBe("cv.pdf");
  });
});

describe("hostile CVs", () => {
  const countCvs = () => (fs.existsSync(cvDir()) ? fs.readdirSync(cvDir()).length : 0);

  it("stores a well-formed PDF", async () => {
    const result = await storeCv(new File([new Uint8Array(pdfDocument())], "cv.pdf"));
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
    expect(await storeCv(new File([new Uint8Array(bytes)], "cv.pdf", { type: "application/pdf" }))).toEqual({ ok: false, reason });
    expect(countCvs()).toBe(before);
  });

  it("does not read script markers inside (compressed) streams, only the PDF's own objects", () => {
    const kind = { ext: "pdf", type: "application/pdf" } as const;
    const withStream = pdfDocument("5 0 obj\n<< /Length 22 >>\nstream\n<script>/JS</script>\nendstream\nendobj\n");
    expect(cvContentProblem(withStream, kind)).toBeUndefined();
    expect(cvContentProblem(pdfDocument("6 0 obj\n<< /JSON (x) /JSType 1 >>\nendobj\n"), kind)).toBeUndefined();
  });
});
