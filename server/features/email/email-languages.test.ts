import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../lib/logger";
import { createTestContext, makeUser, signIn, type TestContext } from "../../test/test-app";
import { linkIn, startTestSmtp, type TestSmtp } from "../../test/test-smtp";
import { deliverDueEmails } from "./deliver.service";
import { emailLanguage, type EmailLanguage } from "./locales";
import { ORIGIN, TOKEN, type EmailFrame, type Rendered } from "./render";
import { TEMPLATES, type EmailData, type EmailTemplate } from "./templates";

// Emails in the recipient's language (docs/product-rules.md §13, docs/decisions/019-languages.md).

const samples: { [T in EmailTemplate]: EmailData[T] } = {
  verification: {},
  password_reset: {},
  password_changed: {},
  payout_method_changed: {},
  two_factor_recovery_code_used: { remaining: 9 },
  two_factor_disabled: { byAdmin: true },
  signup_attempt: {},
  purchase_receipt: {
    courseTitle: "Options 101",
    amount: "1234.50",
    type: "subscription",
    reference: "pi_9",
    originalAmount: "1300.00",
    discount: "65.50",
    couponCode: "SPRING",
  },
  payment_failed: { courseTitle: "Options 101", amount: "1234.50", courseId: 3, refunded: false },
  subscription_cancelled: { courseTitle: "Options 101", accessUntil: "2026-12-24T00:00:00.000Z" },
  refund_issued: { courseTitle: "Options 101", amount: "1234.50", reference: "pi_9" },
  certificate_earned: { courseTitle: "Options 101", verificationPath: "/certificates/3/7" },
  commission_earned: { amount: "1234.50", productName: "Options 101" },
  payout_sent: { amount: "1234.50", period: "2026-11" },
  chapter_unlocked: { courseTitle: "Options 101", courseId: 3, chapterTitles: ["Spreads", "Greeks"] },
  data_export_ready: { path: "/personal/settings#data-export", hours: 24 },
  new_sign_in: { browser: "Firefox 133", os: "Windows 10", ip: "203.0.113.9", at: "2026-12-08T01:30:00.000Z" },
};
/** Each template's links, as written before PUBLIC_URL is put in front. */
const links: { [T in EmailTemplate]: string[] } = {
  // The token is put in by the sender (deliver.service.ts): the stored body holds its placeholder.
  verification: [`/verify-email?token=${TOKEN}`],
  password_reset: [`/reset-password?token=${TOKEN}`],
  password_changed: ["/forgot-password"],
  payout_method_changed: ["/forgot-password"],
  two_factor_recovery_code_used: ["/forgot-password"],
  two_factor_disabled: ["/forgot-password"],
  signup_attempt: ["/forgot-password"],
  purchase_receipt: ["/personal/courses"],
  payment_failed: ["/checkout/3"],
  subscription_cancelled: [],
  refund_issued: [],
  certificate_earned: ["/certificates/3/7"],
  commission_earned: ["/entrepreneur/commissions"],
  payout_sent: ["/entrepreneur/commissions"],
  chapter_unlocked: ["/course/3"],
  data_export_ready: ["/personal/settings#data-export"],
  new_sign_in: ["/forgot-password"],
};
const templates = Object.keys(samples) as EmailTemplate[];
const others: EmailLanguage[] = ["es", "fr", "de", "zh"];

function renderIn(template: EmailTemplate, language: EmailLanguage): Rendered {
  const frame: EmailFrame = {
    platformName: "Trader School",
    recipientName: "Ada <b>",
    unsubscribePath: TEMPLATES[template].setting ? "/unsubscribe?token=u" : undefined,
    language,
  };
  return (TEMPLATES[template].render as (f: EmailFrame, d: unknown) => Rendered)(frame, samples[template]);
}

/** The text without what stays as it is in every language: links, names, titles, codes. */
const wordsOf = (text: string) =>
  text.replaceAll(/\{\{origin\}\}\S*/g, "").replaceAll(/Trader School|Ada <b>|Options 101|Spreads|Greeks|SPRING|pi_9/g, "");
/** Everyday English words that no sentence of the other four languages uses ("Link" is German too). */
const ENGLISH = /\b(hello|the|your|you|and|please|with|this|for|of|to|was|is|are|payment|password|course|receipt|chapter|see|view|stop)\b/i;

describe("email templates in each language", () => {
  it.each(templates.flatMap((t) => [...others, "en" as const].map((l) => [t, l] as const)))(
    "%s in %s: the platform and recipient names, its links, text and HTML",
    (template, language) => {
      const out = renderIn(template, language);
      expect(out.subject).toContain("Trader School");
      expect(out.text).toContain("Ada <b>");
      expect(out.html).toContain("Ada &lt;b&gt;");
      expect(out.html).toContain(`<html lang="${language === "zh" ? "zh-Hans" : language}">`);
      for (const path of links[template]) {
        expect(out.text).toContain(`${ORIGIN}${path}`);
        expect(out.html).toContain(`href="${ORIGIN}${path}"`);
      }
      expect(out.text.includes("/unsubscribe?token=u")).toBe(Boolean(TEMPLATES[template].setting));
    },
  );

  it.each(templates.flatMap((t) => others.map((l) => [t, l] as const)))("%s in %s has no English left", (template, language) => {
    const english = renderIn(template, "en");
    const out = renderIn(template, language);
    expect(out.subject).not.toBe(english.subject);
    expect(wordsOf(out.subject)).not.toMatch(ENGLISH);
    // The key sentence: the first paragraph after the greeting.
    const keySentence = (r: Rendered) => r.text.split("\n")[2];
    expect(keySentence(out)).not.toBe(keySentence(english));
    for (const line of out.text.split("\n")) expect(wordsOf(line)).not.toMatch(ENGLISH);
    expect(wordsOf(out.html.replace(/<[^>]*>/g, " "))).not.toMatch(ENGLISH);
  });

  it("says a failed payment charged nothing, or, for a charge that could not stand, that it was refunded", () => {
    const failed = (language: EmailLanguage, refunded: boolean) =>
      TEMPLATES.payment_failed.render(
        { platformName: "Trader School", recipientName: "Ada", language },
        { courseTitle: "Options 101", amount: "1234.50", courseId: 3, refunded },
      ).text;
    const nothingCharged = {
      en: "Nothing was charged.",
      es: "No se te ha cobrado nada.",
      fr: "Aucun montant n'a été débité.",
      de: "Es wurde nichts abgebucht.",
      zh: "未产生任何扣款",
    };
    const refundedInFull = {
      en: "refunded in full",
      es: "reembolsado íntegramente",
      fr: "intégralement remboursé",
      de: "vollständig erstattet",
      zh: "已全额退款",
    };
    for (const language of ["en", ...others] as const) {
      expect(failed(language, false), language).toContain(nothingCharged[language]);
      expect(failed(language, false), language).not.toContain(refundedInFull[language]);
      expect(failed(language, true), language).toContain(refundedInFull[language]);
      expect(failed(language, true), language).not.toContain(nothingCharged[language]);
    }
  });

  it("writes a password reset the way each language does", () => {
    const subjects = Object.fromEntries((["en", ...others] as const).map((l) => [l, renderIn("password_reset", l).subject]));
    expect(subjects).toEqual({
      en: "Trader School: reset your password",
      es: "Trader School: restablece tu contraseña",
      fr: "Trader School : réinitialisez votre mot de passe",
      de: "Trader School: Setzen Sie Ihr Passwort zurück",
      zh: "Trader School：重置您的密码",
    });
    expect(renderIn("password_reset", "es").text).toContain("Hola, Ada <b>:");
    expect(renderIn("password_reset", "zh").text).toContain("Ada <b>，您好：");
  });

  it("writes amounts in US dollars, dates and payout months the way the recipient's language does", () => {
    expect(renderIn("refund_issued", "en").text).toContain("We refunded $1,234.50 for Options 101");
    expect(renderIn("refund_issued", "es").text).toMatch(/Te hemos reembolsado 1234,50\sUS\$ por Options 101/);
    expect(renderIn("refund_issued", "fr").text).toMatch(/remboursé 1\s234,50\s\$US pour Options 101/);
    expect(renderIn("refund_issued", "de").text).toMatch(/Ihnen 1\.234,50\s\$ für Options 101/);
    expect(renderIn("refund_issued", "zh").text).toContain("退款 US$1,234.50");
    expect(renderIn("purchase_receipt", "de").text).toMatch(/Rabatt \(SPRING\): -65,50\s\$/);
    expect(renderIn("subscription_cancelled", "en").text).toContain("until December 24, 2026.");
    expect(renderIn("subscription_cancelled", "es").text).toContain("hasta el 24 de diciembre de 2026.");
    expect(renderIn("subscription_cancelled", "fr").text).toContain("jusqu'au 24 décembre 2026.");
    expect(renderIn("subscription_cancelled", "de").text).toContain("bis zum 24. Dezember 2026 bestehen.");
    expect(renderIn("subscription_cancelled", "zh").text).toContain("至 2026年12月24日。");
    expect(renderIn("payout_sent", "en").text).toContain("for November 2026.");
    expect(renderIn("payout_sent", "es").text).toContain("correspondiente a noviembre de 2026.");
    expect(renderIn("payout_sent", "de").text).toContain("für November 2026 überwiesen.");
    expect(renderIn("chapter_unlocked", "zh").text).toContain("Spreads、Greeks");
  });

  it("reads the language from the learner settings, English when unset or unknown", () => {
    expect(emailLanguage("es")).toBe("es");
    expect(emailLanguage(undefined)).toBe("en");
    expect(emailLanguage("pt")).toBe("en");
  });
});

describe("a password reset over SMTP", () => {
  let ctx: TestContext;
  let smtp: TestSmtp;
  const PUBLIC_URL = "https://academy.example.test";
  beforeAll(async () => {
    smtp = await startTestSmtp();
    ctx = await createTestContext({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it("arrives in Spanish for a learner who chose Spanish, and in English for one who did not", async () => {
    const spanish = await makeUser(ctx, { email: "lucia@learners.test" });
    const agent = await signIn(ctx, spanish);
    expect((await agent.patch("/api/user/settings").send({ language: "es" })).status).toBe(200);
    await makeUser(ctx, { email: "ada@learners.test" });
    for (const email of ["lucia@learners.test", "ada@learners.test"])
      expect((await request(ctx.built.app).post("/api/password/forgot").send({ email })).status).toBe(202);

    // The reset email is queued just after the answer: deliver until both arrived.
    const deliver = () =>
      deliverDueEmails(ctx.db, { smtpUrl: smtp.url, publicUrl: PUBLIC_URL, production: true, logger: createLogger("silent") });
    await expect
      .poll(
        async () => {
          await deliver();
          return smtp.received.length;
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBe(2);
    const mail = smtp.received.find((m) => m.to.includes("lucia@learners.test"))!;
    expect(mail.subject).toBe("GSM Academy: restablece tu contraseña");
    expect(mail.body).toContain("Hola, Test:");
    expect(mail.body).toContain("Alguien (esperamos que tú) ha pedido restablecer la contraseña de tu cuenta.");
    expect(mail.body).toContain("Elegir una nueva contraseña");
    expect(mail.body).not.toContain("reset your password");
    expect(linkIn(mail, "/reset-password?token=")).toMatch(new RegExp(`^${PUBLIC_URL}/reset-password\\?token=\\S+$`));

    const english = smtp.received.find((m) => m.to.includes("ada@learners.test"))!;
    expect(english.subject).toBe("GSM Academy: reset your password");
    expect(english.body).toContain("Someone (hopefully you) asked to reset the password of your account.");
  });
});
