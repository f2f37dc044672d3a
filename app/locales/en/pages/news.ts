/** The news copy (app/locales/en/index.ts says why pages import their own). */
export const newsCopy = {
  metaTitle: "News & Updates",
  metaDescription:
    "News from Cableworks: new products, certifications, projects, events and company updates.",
  eyebrow: "Newsroom",
  title: "News & Updates",
  lead: "What is new at our plant, in our product range and on our customers' sites.",
  featured: "Featured News",
  recent: "Recent Articles",
  readMore: "Read More",
  readMoreAbout: "Read More: {title}",
  minRead: "{minutes} min read",
  by: "By {author}",
  backToNews: "Back to News",
  moreNews: "More news",
  feedTitle: "Cableworks News & Updates",
} as const;
