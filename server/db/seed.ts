import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { fallbackAffiliateCode, type CourseCategory, type CourseLevel, type Role } from "../../shared/constants";
import { hashPassword } from "../features/auth";
import { sampleAssetsDir } from "../lib/paths";
import { LocalStorage, type Storage } from "../lib/storage";
import type { Db, Tx } from "./client";
import { seedDemoSales } from "./seed-sales";
import { chapters, courses, enrollments, guidelineFiles, guidelines, platformSettings, sections, users } from "./schema";

// Demo data for a fresh install (docs/product-rules.md §8): one account per role and a small catalogue whose
// chapters all play the bundled sample video. Runs only while the users table is empty.

export interface DemoAccount {
  username: string;
  password: string;
  role: Role;
}

export const DEMO_ACCOUNTS = {
  admin: { username: "admin", password: "admin123", role: "admin" },
  entrepreneur: { username: "entrepreneur", password: "entrepreneur123", role: "entrepreneur" },
  learner: { username: "learner", password: "learner123", role: "personal" },
} as const satisfies Record<string, DemoAccount>;

/** Bundled files and where they are copied under UPLOAD_DIR. */
export const SAMPLE_VIDEO = {
  source: path.join(sampleAssetsDir, "sample-lesson.mp4"),
  /** Its storage key (relative to UPLOAD_DIR on the local driver). */
  relativePath: "videos/sample-lesson.mp4",
  /** As stored in chapters.videoFile (streamed through GET /api/chapters/:id/video). */
  ref: "/uploads/videos/sample-lesson.mp4",
  durationSeconds: 20,
} as const;

export const SAMPLE_WORKBOOK = {
  source: path.join(sampleAssetsDir, "course-workbook.txt"),
  relativePath: "documents/course-workbook.txt",
  url: "/uploads/documents/course-workbook.txt",
  name: "Course workbook.txt",
  type: "text/plain",
} as const;

interface DemoChapter {
  title: string;
  description: string;
}

interface DemoSection {
  title: string;
  description: string;
  chapters: DemoChapter[];
}

interface DemoCourse {
  title: string;
  description: string;
  category: CourseCategory;
  level: CourseLevel;
  priceCents: number;
  originalPriceCents: number | null;
  isPublished: boolean;
  /** How long ago the course was created, so "newest" and "oldest" sorts differ. */
  daysAgo: number;
  guidelines: string;
  guidelineContent: string;
  sections: DemoSection[];
}

const DEMO_ADMIN_EMAIL = "admin@gsm-academy.test";

const STANDARD_GUIDELINES =
  "Watch the lessons in order, take notes at the timestamps that matter to you, and try each " +
  "exercise on a real example before moving on. The course workbook is under Study Guidelines on the course page.";

export const DEMO_COURSES: readonly DemoCourse[] = [
  {
    title: "Digital Marketing Mastery",
    description:
      "Learn how to plan, launch and measure marketing campaigns across search, social media and email. " +
      "You will build a simple marketing plan for your own product and learn which numbers to watch.",
    category: "marketing",
    level: "beginner",
    priceCents: 12_900,
    originalPriceCents: 19_900,
    isPublished: true,
    daysAgo: 60,
    guidelines: STANDARD_GUIDELINES,
    guidelineContent:
      "Pick one product or service you care about and use it as the running example for every exercise. " +
      "By the end you should have a one-page marketing plan with a target audience, two channels and three metrics.",
    sections: [
      {
        title: "Marketing foundations",
        description: "Who you sell to and what you promise them.",
        chapters: [
          { title: "Welcome and course overview", description: "What the course covers and how to get the most from it." },
          { title: "Defining your target audience", description: "Build a simple customer persona from real observations." },
        ],
      },
      {
        title: "Channels that work",
        description: "Search, social and email, and how they fit together.",
        chapters: [
          { title: "Search engine optimisation basics", description: "Keywords, page titles and content people actually search for." },
          { title: "Social media content planning", description: "A weekly posting rhythm you can keep up." },
          { title: "Email campaigns that convert", description: "Subject lines, a clear call to action and list hygiene." },
        ],
      },
      {
        title: "Measuring results",
        description: "Know what is working and what to stop.",
        chapters: [
          { title: "Reading your analytics dashboard", description: "Traffic, conversion rate and cost per acquisition explained." },
        ],
      },
    ],
  },
  {
    title: "Investing and Financial Planning",
    description:
      "Build a personal financial plan: budgeting, emergency funds, paying down debt and the basics of " +
      "long-term investing in diversified index funds.",
    category: "finance",
    level: "intermediate",
    priceCents: 9_900,
    originalPriceCents: 14_900,
    isPublished: true,
    daysAgo: 45,
    guidelines: STANDARD_GUIDELINES,
    guidelineContent:
      "Have last month's bank statements at hand: the exercises use your real income and spending. " +
      "This course is educational and is not personal financial advice.",
    sections: [
      {
        title: "Getting your finances in order",
        description: "Budget, emergency fund and debt.",
        chapters: [
          { title: "Where your money goes", description: "Track a month of spending and group it into needs, wants and savings." },
          { title: "Building an emergency fund", description: "How much to keep aside and where to keep it." },
          { title: "A plan for paying down debt", description: "Avalanche and snowball methods compared." },
        ],
      },
      {
        title: "Investing for the long term",
        description: "Risk, return and diversification.",
        chapters: [
          { title: "Risk, return and time", description: "Why time in the market matters more than timing the market." },
          { title: "Index funds and diversification", description: "Spreading risk with low-cost funds." },
        ],
      },
    ],
  },
  {
    title: "Scaling Your Business: Strategy and Operations",
    description:
      "For founders with a working business who want to grow: pricing strategy, hiring your first team, " +
      "documenting processes and keeping cash flow healthy while you scale.",
    category: "business",
    level: "advanced",
    priceCents: 17_900,
    originalPriceCents: 24_900,
    isPublished: true,
    daysAgo: 30,
    guidelines: STANDARD_GUIDELINES,
    guidelineContent:
      "Each section ends with a decision to make for your own business. Write it down with a date; " +
      "revisit it a month later and note what happened.",
    sections: [
      {
        title: "Strategy",
        description: "Where growth will come from.",
        chapters: [
          { title: "Finding your growth levers", description: "New customers, higher prices or more purchases per customer." },
          { title: "Pricing for profit", description: "Value-based pricing and when to raise prices." },
        ],
      },
      {
        title: "Operations",
        description: "Make the business run without you in every decision.",
        chapters: [
          { title: "Documenting your core processes", description: "Write checklists your team can follow." },
          { title: "Hiring your first team members", description: "Roles to hire first and how to interview for them." },
        ],
      },
      {
        title: "Cash flow",
        description: "Growth uses cash: plan for it.",
        chapters: [
          { title: "Forecasting cash flow", description: "A simple 13-week cash forecast in a spreadsheet." },
          { title: "Funding options compared", description: "Bootstrapping, loans and investors: costs and trade-offs." },
        ],
      },
    ],
  },
  {
    title: "Web Development Foundations",
    description:
      "Your first steps in building websites: how the web works, structuring pages with HTML, styling them " +
      "with CSS and adding interactivity with JavaScript.",
    category: "technology",
    level: "beginner",
    priceCents: 7_900,
    originalPriceCents: null,
    isPublished: true,
    daysAgo: 20,
    guidelines: STANDARD_GUIDELINES,
    guidelineContent:
      "Install a code editor and a modern browser before you start. Type the examples yourself rather " +
      "than copying them: it is the fastest way to learn.",
    sections: [
      {
        title: "How the web works",
        description: "Browsers, servers and the pages between them.",
        chapters: [
          { title: "From URL to web page", description: "What happens when you type an address into the browser." },
          { title: "Your first HTML page", description: "Headings, paragraphs, links and images." },
        ],
      },
      {
        title: "Style and behaviour",
        description: "CSS for layout, JavaScript for interaction.",
        chapters: [
          { title: "Styling with CSS", description: "Selectors, the box model and a responsive layout." },
          { title: "Adding interactivity with JavaScript", description: "Respond to clicks and update the page." },
        ],
      },
    ],
  },
  {
    title: "UI/UX Design Essentials",
    description:
      "Design interfaces people enjoy using: user research, wireframes, visual hierarchy, colour and " +
      "typography, and testing your designs with real users.",
    category: "design",
    level: "intermediate",
    priceCents: 8_900,
    originalPriceCents: 12_900,
    isPublished: true,
    daysAgo: 14,
    guidelines: STANDARD_GUIDELINES,
    guidelineContent: "Choose one app or website you use every day and redesign one of its screens as you go through the course.",
    sections: [
      {
        title: "Understanding users",
        description: "Design starts with the people you design for.",
        chapters: [
          { title: "User research on a budget", description: "Five interviews that teach you more than a survey." },
          { title: "From insights to wireframes", description: "Sketch layouts quickly before polishing anything." },
        ],
      },
      {
        title: "Visual design",
        description: "Make the important things obvious.",
        chapters: [
          { title: "Visual hierarchy and layout", description: "Size, contrast and spacing guide the eye." },
          { title: "Colour and typography", description: "A small palette and two typefaces go a long way." },
          { title: "Testing your design", description: "Run a quick usability test and act on the results." },
        ],
      },
    ],
  },
  {
    title: "Data Analytics with SQL and Python",
    description:
      "Turn raw data into decisions: write SQL queries with joins and window functions, clean data with " +
      "Python and pandas, and present your findings clearly.",
    category: "technology",
    level: "advanced",
    priceCents: 14_900,
    originalPriceCents: null,
    isPublished: true,
    daysAgo: 7,
    guidelines: STANDARD_GUIDELINES,
    guidelineContent:
      "You should be comfortable with basic SQL SELECT statements and Python syntax. Work through each " +
      "query on a dataset of your own choice.",
    sections: [
      {
        title: "Advanced SQL",
        description: "Queries that answer business questions.",
        chapters: [
          { title: "Joins and aggregations in depth", description: "Combine tables and summarise them correctly." },
          { title: "Window functions", description: "Running totals, rankings and period-over-period changes." },
        ],
      },
      {
        title: "Python for analysis",
        description: "Clean, explore and explain.",
        chapters: [
          { title: "Cleaning data with pandas", description: "Missing values, duplicates and types." },
          { title: "Presenting your findings", description: "Charts and a one-page summary decision makers will read." },
        ],
      },
    ],
  },
  {
    title: "Starting Your Online Business",
    description:
      "A free introduction to turning an idea into an online business: validating the idea, choosing a " +
      "business model and making your first sale.",
    category: "business",
    level: "beginner",
    priceCents: 0,
    originalPriceCents: null,
    isPublished: true,
    daysAgo: 3,
    guidelines: STANDARD_GUIDELINES,
    guidelineContent:
      "Keep a notebook of business ideas while you watch. By the last lesson, pick one and write down " + "who would pay for it and why.",
    sections: [
      {
        title: "From idea to business",
        description: "Check the idea before you build.",
        chapters: [
          { title: "Is your idea worth pursuing?", description: "Quick ways to test demand before spending money." },
          { title: "Choosing a business model", description: "Products, services, subscriptions and affiliate income." },
        ],
      },
      {
        title: "Your first customers",
        description: "Get to the first sale.",
        chapters: [{ title: "Making your first sale", description: "Reach out to the people most likely to buy, and ask." }],
      },
    ],
  },
  {
    title: "Affiliate Marketing Playbook",
    description:
      "An in-depth guide to earning commissions as an affiliate: choosing offers, building trust with your " +
      "audience and tracking conversions. (Draft: still in production.)",
    category: "marketing",
    level: "advanced",
    priceCents: 6_900,
    originalPriceCents: null,
    isPublished: false,
    daysAgo: 1,
    guidelines: STANDARD_GUIDELINES,
    guidelineContent: "Draft course: the guidelines will be written once the lessons are recorded.",
    sections: [
      {
        title: "Getting started as an affiliate",
        description: "Offers, audiences and disclosure.",
        chapters: [{ title: "Choosing offers you can recommend", description: "Only promote what you would buy yourself." }],
      },
    ],
  },
];

async function countUsers(db: Db | Tx): Promise<number> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return count;
}

function daysAgo(days: number): Date {
  return new Date(Date.now() - days * 24 * 60 * 60 * 1000);
}

export function formatDemoAccounts(): string {
  return (
    "Demo accounts: " +
    Object.values(DEMO_ACCOUNTS)
      .map((a) => `${a.username} / ${a.password} (${a.role})`)
      .join(", ")
  );
}

/**
 * Seeds the demo accounts and courses into an empty database. Does nothing (seeded: false) once
 * any user exists. All rows are written in one transaction; the sample files are copied to
 * uploadDir first and removed again if the transaction fails.
 */
export async function seedDemoData(opts: {
  db: Db;
  uploadDir: string;
  /** Where the sample files go; by default the local disk under uploadDir. */
  storage?: Storage;
  log: (line: string) => void;
}): Promise<{ seeded: boolean }> {
  const { db, log } = opts;
  const storage = opts.storage ?? new LocalStorage(opts.uploadDir);
  if ((await countUsers(db)) > 0) return { seeded: false };

  const [adminHash, entrepreneurHash, learnerHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.entrepreneur.password),
    hashPassword(DEMO_ACCOUNTS.learner.password),
  ]);

  // Copy the sample files once; every demo chapter and guideline points at the same copies.
  const created: string[] = [];
  const removeFiles = (keys: string[]) => Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
  try {
    for (const [source, key] of [
      [SAMPLE_VIDEO.source, SAMPLE_VIDEO.relativePath],
      [SAMPLE_WORKBOOK.source, SAMPLE_WORKBOOK.relativePath],
    ] as const) {
      const existed = await storage.exists(key);
      await storage.put(key, fs.createReadStream(source));
      if (!existed) created.push(key);
    }
  } catch (err) {
    await removeFiles(created);
    throw err;
  }
  const workbookSize = (await fs.promises.stat(SAMPLE_WORKBOOK.source)).size;

  let seeded: boolean;
  try {
    seeded = await db.transaction(async (tx) => {
      // Another process (several app instances on one PostgreSQL) may be seeding too.
      await tx.execute(sql`LOCK TABLE ${users} IN SHARE ROW EXCLUSIVE MODE`);
      if ((await countUsers(tx)) > 0) return false;

      const [admin] = await tx
        .insert(users)
        .values({
          username: DEMO_ACCOUNTS.admin.username,
          email: DEMO_ADMIN_EMAIL,
          passwordHash: adminHash,
          firstName: "Alex",
          lastName: "Morgan",
          role: "admin",
          status: "active",
          bio: "Platform administrator at GSM Academy. Curates the course catalogue and supports our partners.",
          location: "Austin, TX",
          createdAt: daysAgo(90),
          emailVerifiedAt: daysAgo(90), // demo accounts are verified (docs/product-rules.md §9)
        })
        .returning({ id: users.id });

      const [entrepreneur] = await tx
        .insert(users)
        .values({
          username: DEMO_ACCOUNTS.entrepreneur.username,
          email: "entrepreneur@gsm-academy.test",
          passwordHash: entrepreneurHash,
          firstName: "Sam",
          lastName: "Rivera",
          role: "entrepreneur",
          status: "active",
          bio: "Affiliate partner and founder of a small digital studio. I recommend courses I have taken myself.",
          location: "Denver, CO",
          website: "https://example.com",
          businessName: "Rivera Digital Ventures",
          paypalEmail: "entrepreneur@gsm-academy.test",
          createdAt: daysAgo(75),
          emailVerifiedAt: daysAgo(75), // demo accounts are verified (docs/product-rules.md §9)
        })
        .returning({ id: users.id });
      await tx
        .update(users)
        .set({ affiliateCode: fallbackAffiliateCode(entrepreneur.id) })
        .where(eq(users.id, entrepreneur.id));

      const [learner] = await tx
        .insert(users)
        .values({
          username: DEMO_ACCOUNTS.learner.username,
          email: "learner@gsm-academy.test",
          passwordHash: learnerHash,
          firstName: "Jordan",
          lastName: "Lee",
          role: "personal",
          status: "active",
          bio: "Marketing assistant learning web development and personal finance in the evenings.",
          location: "Portland, OR",
          // Joined before the demo purchase seed-sales.ts makes for them (35 days ago).
          createdAt: daysAgo(60),
          emailVerifiedAt: daysAgo(60), // demo accounts are verified (docs/product-rules.md §9)
        })
        .returning({ id: users.id });

      let freeCourseId: number | undefined;
      const courseIds = new Map<string, { id: number; priceCents: number }>();
      for (const demo of DEMO_COURSES) {
        const createdAt = daysAgo(demo.daysAgo);
        const [course] = await tx
          .insert(courses)
          .values({
            title: demo.title,
            description: demo.description,
            category: demo.category,
            level: demo.level,
            priceCents: demo.priceCents,
            originalPriceCents: demo.originalPriceCents,
            thumbnailUrl: null,
            guidelines: demo.guidelines,
            isPublished: demo.isPublished,
            createdById: admin.id,
            createdAt,
            updatedAt: createdAt,
          })
          .returning({ id: courses.id });
        if (demo.isPublished && demo.priceCents === 0 && freeCourseId === undefined) freeCourseId = course.id;
        courseIds.set(demo.title, { id: course.id, priceCents: demo.priceCents });

        let chapterIndex = 0;
        for (const [s, demoSection] of demo.sections.entries()) {
          const [section] = await tx
            .insert(sections)
            .values({
              courseId: course.id,
              title: demoSection.title,
              description: demoSection.description,
              orderIndex: s + 1,
              createdAt,
            })
            .returning({ id: sections.id });
          await tx.insert(chapters).values(
            demoSection.chapters.map((c) => {
              chapterIndex += 1;
              return {
                courseId: course.id,
                sectionId: section.id,
                title: c.title,
                description: c.description,
                videoUrl: null,
                videoFile: SAMPLE_VIDEO.ref,
                durationSeconds: SAMPLE_VIDEO.durationSeconds,
                orderIndex: chapterIndex,
                isPreview: chapterIndex === 1,
                createdAt,
              };
            }),
          );
        }

        const [guideline] = await tx
          .insert(guidelines)
          .values({ courseId: course.id, title: "Course Guidelines", content: demo.guidelineContent, createdAt })
          .returning({ id: guidelines.id });
        await tx.insert(guidelineFiles).values({
          guidelineId: guideline.id,
          name: SAMPLE_WORKBOOK.name,
          url: SAMPLE_WORKBOOK.url,
          type: SAMPLE_WORKBOOK.type,
          sizeBytes: workbookSize,
          createdAt,
        });
      }

      if (freeCourseId === undefined) throw new Error("demo data has no free published course");
      await tx.insert(enrollments).values({
        userId: learner.id,
        courseId: freeCourseId,
        progress: 0,
        enrolledAt: daysAgo(2),
      });
      await seedDemoSales(tx, { entrepreneurId: entrepreneur.id, learnerId: learner.id, courses: courseIds });
      // The settings screen sends its test email to the admin email: the demo platform has one.
      // Values saved by an admin already (none on a fresh database) win over these.
      const demoEmails = { adminEmail: DEMO_ADMIN_EMAIL, supportEmail: "support@gsm-academy.test" };
      await tx
        .insert(platformSettings)
        .values({ id: 1, values: demoEmails })
        .onConflictDoUpdate({
          target: platformSettings.id,
          set: { values: sql`${JSON.stringify(demoEmails)}::jsonb || ${platformSettings.values}` },
        });
      return true;
    });
  } catch (err) {
    await removeFiles(created);
    throw err;
  }

  if (!seeded) return { seeded: false };
  const published = DEMO_COURSES.filter((c) => c.isPublished).length;
  log(`Demo data seeded: ${published} published courses and ${DEMO_COURSES.length - published} draft.`);
  log(formatDemoAccounts());
  return { seeded: true };
}
