import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";

/**
 * Rich text that the team writes (news bodies, legal pages): Markdown, rendered on the server
 * (docs/decisions/026). Two locks, so that nothing an editor writes can run a script:
 * - markdown-it with `html: false` writes any HTML typed in the source as visible text, and its
 *   link check drops `javascript:`, `vbscript:`, `file:` and `data:` targets;
 * - sanitize-html then keeps only the elements and attributes listed below, whatever the parser
 *   produced: a second, independent allow-list in case a parser bug lets something through.
 */
const parser = new MarkdownIt({
  html: false,
  linkify: false,
  typographer: false,
  breaks: false,
});
// The page's own title is its h1: a "# heading" in the body becomes an h2, "##" an h3, and so on,
// so that the outline has one h1 and no skipped levels from the body's first heading.
parser.core.ruler.push("shift_headings", (state) => {
  for (const token of state.tokens) {
    if (token.type === "heading_open" || token.type === "heading_close") {
      const level = Math.min(Number(token.tag.slice(1)) + 1, 6);
      token.tag = `h${level}`;
    }
  }
});

/** Images must be our own uploads: the page's CSP allows images from this origin only. */
const OWN_IMAGE = /^\/uploads\/[A-Za-z0-9._-]+$/;

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "a",
    "strong",
    "em",
    "code",
    "pre",
    "blockquote",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "del",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "loading", "decoding"],
    ol: ["start"],
    th: ["style"],
    td: ["style"],
  },
  // Only text-align survives on table cells (Markdown's column alignment).
  allowedStyles: {
    th: { "text-align": [/^(left|right|center)$/] },
    td: { "text-align": [/^(left|right|center)$/] },
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: "escape",
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      // Links that leave the site neither pass our address on nor get a handle on our window.
      const external = /^https?:\/\//i.test(href);
      return {
        tagName,
        attribs: external
          ? { ...attribs, rel: "noopener noreferrer" }
          : attribs,
      };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, loading: "lazy", decoding: "async" },
    }),
  },
  exclusiveFilter: (frame) =>
    frame.tag === "img" && !OWN_IMAGE.test(frame.attribs.src ?? ""),
};

/** Markdown as safe HTML for a page. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(parser.render(source), SANITIZE);
}

/** The words a reader reads: the rendered text, without markup. */
export function markdownText(source: string): string {
  return sanitizeHtml(parser.render(source), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&[a-z]+;|&#\d+;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Reading time in whole minutes at 200 words a minute, at least 1. */
export function readMinutes(source: string): number {
  const words = markdownText(source).split(" ").filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}

/**
 * Links and images in the source that the renderer would drop or disarm, for a clear message in
 * the admin form instead of a silent loss: `javascript:` (or any other scheme but http, https,
 * mailto and tel) links, and images that are not this site's uploads.
 */
export function markdownProblems(source: string): string[] {
  const problems: string[] = [];
  const tokens = parser.parse(source, {});
  const visit = (list: ReturnType<typeof parser.parse>) => {
    for (const token of list) {
      if (token.children) visit(token.children);
      if (token.type === "link_open") {
        const href = String(token.attrGet("href") ?? "");
        if (!/^(https?:|mailto:|tel:|\/|#)/i.test(href))
          problems.push(
            `Link "${href}" is not allowed: use an https, mailto or tel link, or a path on this site.`,
          );
      }
      if (token.type === "image") {
        const src = String(token.attrGet("src") ?? "");
        if (!OWN_IMAGE.test(src))
          problems.push(
            `Image "${src}" is not allowed: upload the image and use its /uploads/ address.`,
          );
      }
    }
  };
  visit(tokens);
  // markdown-it drops a link whose target it refuses ([x](javascript:...)) before it is a token:
  // look for those in the source itself.
  for (const match of source.matchAll(/\]\(\s*<?\s*([a-z][a-z0-9+.-]*):/gi)) {
    const scheme = match[1]!.toLowerCase();
    if (
      !["http", "https", "mailto", "tel"].includes(scheme) &&
      !problems.some((p) => p.includes(`"${scheme}:`))
    ) {
      problems.push(
        `Link "${scheme}:" is not allowed: use an https, mailto or tel link, or a path on this site.`,
      );
    }
  }
  return problems;
}
