import { describe, expect, it } from "vitest";
import { getCompany } from "./company.server";
import { jobFormSchema } from "~/lib/forms/admin/jobs";
import { slugify } from "~/lib/content/jobs";
import { jobPosting } from "~/lib/structured-data";
import {
  deleteJob,
  listAdminJobs,
  restoreJob,
  saveJob,
  setJobOpen,
} from "../admin/jobs.server";
import { getDb } from "../db/client.server";
import { currentContentVersion } from "../db/content-version.server";
import { findOpenJob, listOpenJobs, todayUtc } from "./jobs.server";

/** The Careers page's openings in the database (issue 18, docs/decisions/027). */
const input = (values: Record<string, string>) =>
  jobFormSchema.parse({
    title: "Maintenance Technician",
    department: "Production",
    location: "New Borg El Arab City",
    type: "Full-time, shifts",
    experience: "2+ years",
    description: "Keep our extrusion lines running.",
    requirements: "Technical diploma\nShift work",
    datePosted: "2026-11-20",
    validThrough: "",
    open: "on",
    position: "",
    ...values,
  });
const titles = () => listOpenJobs().map((job) => job.title);

// What the page showed when the openings were code (app/content/careers.ts); migration 0013 holds it now.
const TODAY_OPENINGS = [
  {
    slug: "electrical-engineer",
    datePosted: "2026-10-05",
    validThrough: null,
    title: "Electrical Engineer",
    department: "Engineering",
    location: "New Borg El Arab City",
    type: "Full-time",
    experience: "3-5 years",
    description:
      "Design new cable constructions, write their datasheets and support customers with cable sizing, voltage drop and installation questions.",
    requirements: [
      "B.Sc. in Electrical Power Engineering",
      "Working knowledge of IEC 60228, IEC 60502-1 and IEC 60364",
      "Experience in cable manufacturing, testing or power distribution projects",
      "Good written English and Arabic",
    ],
  },
  {
    slug: "sales-manager",
    datePosted: "2026-10-19",
    validThrough: null,
    title: "Sales Manager",
    department: "Sales",
    location: "Alexandria / Cairo",
    type: "Full-time",
    experience: "5+ years",
    description:
      "Lead our sales to contractors, panel builders and industrial plants, grow key accounts and turn tenders into long-term supply agreements.",
    requirements: [
      "Bachelor's degree in engineering or business",
      "A track record in B2B sales of cables, electrical or building materials",
      "Able to read technical specifications and tender documents",
      "Valid driving licence; travel within Egypt and the region",
    ],
  },
  {
    slug: "quality-control-inspector",
    datePosted: "2026-11-02",
    validThrough: null,
    title: "Quality Control Inspector",
    department: "Quality",
    location: "New Borg El Arab City",
    type: "Full-time, shifts",
    experience: "2+ years",
    description:
      "Run routine and sample tests in our laboratory, inspect incoming copper, aluminium and compounds, and release finished drums with their test reports.",
    requirements: [
      "Diploma or degree in electrical or mechanical engineering",
      "Hands-on experience with resistance, high-voltage and dimensional testing",
      "Familiar with ISO 9001 documentation and calibration records",
      "Careful, methodical and comfortable working shifts",
    ],
  },
];

describe("job openings", () => {
  it("start with the three openings the page always had, word for word, each a complete JobPosting", () => {
    const jobs = listOpenJobs();
    // English pages read every text in English (docs/decisions/041).
    const english = {
      title: "en",
      department: "en",
      location: "en",
      type: "en",
      experience: "en",
      description: "en",
      requirements: "en",
    };
    expect(jobs).toEqual(
      TODAY_OPENINGS.map((opening) => ({ ...opening, lang: english })),
    );
    for (const job of jobs) {
      const data = jobPosting("https://example.com", job, getCompany());
      expect(data).toMatchObject({
        title: job.title,
        datePosted: job.datePosted,
        employmentType: "FULL_TIME",
      });
      expect(data).not.toHaveProperty("validThrough");
      expect(String(data.url)).toBe(
        `https://example.com/careers?position=${job.slug}`,
      );
    }
  });

  it("adds, places, edits, closes, reopens, deletes and restores, each seen by the public read at once", () => {
    const before = currentContentVersion();
    const added = saveJob(null, input({}));
    expect(added.ok).toBe(true);
    const id = added.ok ? added.value : 0;
    expect(titles().at(-1)).toBe("Maintenance Technician");
    expect(currentContentVersion()).toBeGreaterThan(before);
    const job = listOpenJobs().at(-1)!;
    expect(job).toMatchObject({
      slug: "maintenance-technician",
      requirements: ["Technical diploma", "Shift work"],
      datePosted: "2026-11-20",
      validThrough: null,
    });

    // Renamed and moved first: the link stays, the others keep their order behind it.
    expect(
      saveJob(
        id,
        input({ title: "Senior Maintenance Technician", position: "1" }),
      ).ok,
    ).toBe(true);
    expect(titles()).toEqual([
      "Senior Maintenance Technician",
      "Electrical Engineer",
      "Sales Manager",
      "Quality Control Inspector",
    ]);
    expect(listOpenJobs()[0]!.slug).toBe("maintenance-technician");
    expect(listAdminJobs().map((entry) => entry.position)).toEqual([
      1, 2, 3, 4,
    ]);
    // Edited without a position: it keeps its place.
    expect(
      saveJob(
        id,
        input({
          title: "Senior Maintenance Technician",
          experience: "5+ years",
        }),
      ).ok,
    ).toBe(true);
    expect(titles()[0]).toBe("Senior Maintenance Technician");

    // Closed: gone from the public list and from what an application may name; reopened: back.
    const closing = currentContentVersion();
    expect(setJobOpen(id, false)).toEqual({
      ok: true,
      value: "Senior Maintenance Technician",
    });
    expect(currentContentVersion()).toBeGreaterThan(closing);
    expect(titles()).not.toContain("Senior Maintenance Technician");
    expect(findOpenJob("maintenance-technician")).toBeUndefined();
    expect(listAdminJobs().find((entry) => entry.id === id)).toMatchObject({
      open: false,
      position: 1,
    });
    expect(setJobOpen(id, true).ok).toBe(true);
    expect(findOpenJob("maintenance-technician")?.title).toBe(
      "Senior Maintenance Technician",
    );
    // Saved with the box unticked, it closes too.
    expect(
      saveJob(id, input({ title: "Senior Maintenance Technician", open: "" }))
        .ok,
    ).toBe(true);
    expect(titles()).not.toContain("Senior Maintenance Technician");
    expect(
      saveJob(id, input({ title: "Senior Maintenance Technician" })).ok,
    ).toBe(true);

    expect(deleteJob(id).ok).toBe(true);
    expect(titles()).not.toContain("Senior Maintenance Technician");
    expect(saveJob(id, input({ title: "Ghost" })).ok).toBe(false);
    expect(setJobOpen(id, true).ok).toBe(false);
    expect(deleteJob(id).ok).toBe(false);
    expect(restoreJob(id).ok).toBe(true);
    expect(titles()[0]).toBe("Senior Maintenance Technician");
    expect(deleteJob(id).ok).toBe(true);
    // A new opening of the same title gets a link of its own: the deleted one may come back.
    const again = saveJob(null, input({}));
    expect(
      listOpenJobs().find((entry) => entry.title === "Maintenance Technician")
        ?.slug,
    ).toBe("maintenance-technician-2");
    if (again.ok) deleteJob(again.value);
  });

  it("leaves an opening out from the day after its closing date, and gives JobPosting its validThrough", () => {
    const added = saveJob(
      null,
      input({
        title: "Summer Intern",
        datePosted: "2026-06-01",
        validThrough: "2026-06-30",
      }),
    );
    const id = added.ok ? added.value : 0;
    expect(listOpenJobs("en", "2026-06-30").map((job) => job.title)).toContain(
      "Summer Intern",
    );
    expect(
      listOpenJobs("en", "2026-07-01").map((job) => job.title),
    ).not.toContain("Summer Intern");
    expect(findOpenJob("summer-intern", "en", "2026-07-01")).toBeUndefined();
    const open = listOpenJobs("en", "2026-06-15").find(
      (job) => job.title === "Summer Intern",
    )!;
    expect(
      jobPosting("https://example.com", open, getCompany()).validThrough,
    ).toBe("2026-06-30");
    deleteJob(id);
  });

  it("finds an open position by its link or its English title, never a closed or unknown one", () => {
    expect(findOpenJob("sales-manager")?.title).toBe("Sales Manager");
    expect(findOpenJob("Sales Manager")?.slug).toBe("sales-manager");
    for (const value of [
      "",
      "sales",
      "SALES-MANAGER",
      "sales manager",
      "<script>",
      "constructor",
      "1",
    ])
      expect(findOpenJob(value), value).toBeUndefined();
    expect(todayUtc(new Date("2026-03-04T23:59:59Z"))).toBe("2026-03-04");
  });

  it("answers in the visitor's language where a text exists, in English otherwise", () => {
    // Start from no Arabic: migration 0017 seeds some, and this checks the fallback itself.
    getDb().$client.prepare("DELETE FROM job_texts WHERE locale = 'ar'").run();
    getDb()
      .$client.prepare(
        `INSERT INTO job_texts (job_id, locale, title, department, location, employment_type, experience, description, requirements)
         SELECT id, 'ar', 'مهندس كهربائي', 'الهندسة', 'مدينة برج العرب الجديدة', 'دوام كامل', '3-5 سنوات', 'تصميم الكابلات', '["بكالوريوس هندسة"]' FROM jobs WHERE slug = 'electrical-engineer'`,
      )
      .run();
    const arabic = listOpenJobs("ar");
    expect(arabic[0]).toMatchObject({
      slug: "electrical-engineer",
      title: "مهندس كهربائي",
      requirements: ["بكالوريوس هندسة"],
    });
    expect(arabic[1]!.title).toBe("Sales Manager");
    expect(findOpenJob("Electrical Engineer", "ar")?.title).toBe(
      "مهندس كهربائي",
    );
    expect(listOpenJobs()[0]!.title).toBe("Electrical Engineer");
  });

  it("refuses missing fields, no requirement, impossible dates and a closing date before the posting", () => {
    const base = {
      title: "T",
      department: "D",
      location: "L",
      type: "Full-time",
      experience: "1 year",
      description: "Desc",
      requirements: "One",
      datePosted: "2026-11-01",
      validThrough: "",
      position: "",
    };
    for (const bad of [
      { title: " " },
      { title: "T".repeat(121) },
      { department: "" },
      { requirements: " \n \n" },
      {
        requirements: Array.from({ length: 31 }, (_, i) => `R${i}`).join("\n"),
      },
      { requirements: "R".repeat(301) },
      { datePosted: "" },
      { datePosted: "2026-02-30" },
      { datePosted: "01/11/2026" },
      { validThrough: "2026-13-01" },
      { validThrough: "2026-10-31" },
      { position: "0" },
      { position: "1.5" },
      { open: "yes" },
    ])
      expect(
        jobFormSchema.safeParse({ ...base, ...bad }).success,
        JSON.stringify(bad).slice(0, 60),
      ).toBe(false);
    const good = jobFormSchema.parse({
      ...base,
      requirements: " One \r\n\r\nTwo ",
      validThrough: "2026-11-01",
      title: "<b>Lead</b>",
    });
    expect(good).toMatchObject({
      requirements: ["One", "Two"],
      validThrough: "2026-11-01",
      open: false,
      title: "<b>Lead</b>",
    });
  });

  it("makes link ids from titles", () => {
    expect(slugify("Quality Control Inspector")).toBe(
      "quality-control-inspector",
    );
    expect(slugify("  R&D Engineer (Cables) ")).toBe("r-d-engineer-cables");
    expect(slugify("Ingénieur électricien")).toBe("ingenieur-electricien");
    expect(slugify("مهندس")).toBe("");
    expect(slugify("a".repeat(80))).toHaveLength(60);
  });
});
