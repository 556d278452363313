// The admin screens in every language but English (docs/decisions/019-languages.md): rendered with no fallback to the
// English catalog, each asks only for keys its locale has, and shows its words and numbers.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AdminSettings } from "@shared/schemas/admin";
import type { Analytics } from "@shared/schemas/analytics";
import { DEFAULT_PLATFORM_SETTINGS } from "@shared/schemas/settings";
import { makeChapter, makeCourse, makePlatform, makeSection, makeUser } from "@/test/fixtures";
import { missingKeys, resetLocale, strictLocale } from "@/i18n/test-init";
import { polyfillPointerApis, renderWithProviders } from "@/test/render";
import { makeAdminPayment } from "@/test/fixtures";
import AdminAnalyticsPage from "./admin-analytics-page";
import AdminCouponsPage from "./admin-coupons-page";
import AdminEmailsPage from "./admin-emails-page";
import AdminPaymentsPage from "./admin-payments-page";
import AdminPayoutsPage from "./admin-payouts-page";
import AdminDashboardPage from "./admin-dashboard-page";
import AdminSettingsPage from "./admin-settings-page";
import AdminUsersPage from "./admin-users-page";
import CourseManagementPage from "./course-management-page";
import { fakeApi } from "@/test/fake-api";

beforeAll(() => polyfillPointerApis());
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await resetLocale();
});

const LOCALES = ["es", "fr", "de", "zh"] as const;
type Locale = (typeof LOCALES)[number];
/** Intl writes "12,5 %" with a (narrow) no-break space in French, German and Spanish. */
const spaced = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s?"));

const me = { ...makeUser("admin"), id: 1, username: "boss" };
const course = makeCourse({ id: 1, title: "Growth Marketing", studentsCount: 3, lessonsCount: 2, level: "intermediate" });

describe.each(LOCALES)("the admin screens in %s", (locale: Locale) => {
  it("dashboard: figures, quick actions and the course tiles", async () => {
    const expected = {
      es: { title: "Panel de administración", hint: "Publicados, de 6 en total", students: "3 estudiantes", status: "Publicado" },
      fr: { title: "Tableau de bord d’administration", hint: "Publiés, sur 6 au total", students: "3 apprenants", status: "Publié" },
      de: { title: "Admin-Dashboard", hint: "Veröffentlicht, von insgesamt 6", students: "3 Teilnehmer", status: "Veröffentlicht" },
      zh: { title: "管理后台", hint: "已发布，共 6 门", students: "3 名学员", status: "已发布" },
    }[locale];
    await strictLocale(locale);
    fakeApi({
      "GET /api/user": { status: 200, body: me },
      "GET /api/admin/dashboard": {
        status: 200,
        body: { students: 1234, activeCourses: 4, totalCourses: 6, completions: 2, revenue: "1234.50" },
      },
      "GET /api/admin/courses": { status: 200, body: { items: [course], total: 1 } },
    });
    renderWithProviders(<AdminDashboardPage />, { path: "/admin" });
    expect(await screen.findByText(expected.hint)).toBeInTheDocument();
    expect(screen.getByTestId("text-page-title")).toHaveTextContent(expected.title);
    expect(await screen.findByTestId("text-students-1")).toHaveTextContent(expected.students);
    expect(screen.getByTestId("badge-status-1")).toHaveTextContent(expected.status);
    // Counts are grouped the way the language writes them.
    expect(screen.getByTestId("stat-students")).toHaveTextContent(spaced({ es: "1234", fr: "1 234", de: "1.234", zh: "1,234" }[locale]));
    expect(missingKeys()).toEqual([]);
  });

  it("analytics: trends, percentages, the charts' labels and the summaries", async () => {
    const expected = {
      es: { trend: "Altas este mes: +12,5 % respecto al mes pasado", chart: "Usuarios nuevos por mes", refund: "7,1 %", hours: "3,5 h" },
      fr: {
        trend: "Inscriptions ce mois-ci : +12,5 % par rapport au mois dernier",
        chart: "Nouveaux utilisateurs par mois",
        refund: "7,1 %",
        hours: "3,5 h",
      },
      de: {
        trend: "Registrierungen diesen Monat: +12,5 % gegenüber dem Vormonat",
        chart: "Neue Nutzer pro Monat",
        refund: "7,1 %",
        hours: "3,5 Std.",
      },
      zh: { trend: "本月注册：较上月 +12.5%", chart: "每月新用户", refund: "7.1%", hours: "3.5 小时" },
    }[locale];
    await strictLocale(locale);
    fakeApi({ "GET /api/user": { status: 200, body: me }, "GET /api/admin/analytics": { status: 200, body: analytics } });
    renderWithProviders(<AdminAnalyticsPage />, { path: "/admin/analytics" });
    expect(await screen.findByText(spaced(expected.trend))).toBeInTheDocument();
    expect(screen.getByTestId("text-refund-rate")).toHaveTextContent(spaced(expected.refund));
    expect(screen.getByTestId("text-video-hours")).toHaveTextContent(expected.hours);
    // Recharts comes in its own chunk: slow on a busy machine.
    const chart = await screen.findByTestId("chart-users");
    expect(chart).toHaveAccessibleName(expected.chart);
    expect(missingKeys()).toEqual([]);
  });

  it("users: filters, roles and statuses, and the row of the signed-in admin", async () => {
    const expected = {
      es: { title: "Gestión de usuarios", you: "(tú)", role: "Administrador", search: "Buscar usuarios" },
      fr: { title: "Gestion des utilisateurs", you: "(vous)", role: "Administrateur", search: "Rechercher des utilisateurs" },
      de: { title: "Nutzerverwaltung", you: "(Sie)", role: "Admin", search: "Nutzer suchen" },
      zh: { title: "用户管理", you: "（你）", role: "管理员", search: "搜索用户" },
    }[locale];
    await strictLocale(locale);
    const other = { ...makeUser("personal"), id: 2, username: "ada", email: "ada@x.test" };
    fakeApi({
      "GET /api/user": { status: 200, body: me },
      "GET /api/admin/users": {
        status: 200,
        body: { items: [me, other], total: 2, counts: { total: 2, active: 2, entrepreneurs: 0, personal: 1 } },
      },
    });
    renderWithProviders(<AdminUsersPage />, { path: "/admin/users" });
    expect(await screen.findByText(expected.you)).toBeInTheDocument();
    expect(screen.getByTestId("text-page-title")).toHaveTextContent(expected.title);
    expect(screen.getByLabelText(expected.search)).toBeInTheDocument();
    expect(screen.getByTestId("select-role-1")).toHaveTextContent(expected.role);
    expect(missingKeys()).toEqual([]);
  });

  it("course management: the list, the selected course's content and every dialog of the screen", async () => {
    const expected = {
      es: {
        guideline: "Pautas del curso",
        counts: "1 sección · 2 capítulos",
        unorganized: "Capítulos sin organizar",
        create: "Crear curso",
        level: "Intermedio",
        chapter: "Añadir capítulo",
      },
      fr: {
        guideline: "Consignes du cours",
        counts: "1 section · 2 chapitres",
        unorganized: "Chapitres non classés",
        create: "Créer un cours",
        level: "Intermédiaire",
        chapter: "Ajouter un chapitre",
      },
      de: {
        guideline: "Kursleitfaden",
        counts: "1 Abschnitt · 2 Kapitel",
        unorganized: "Nicht zugeordnete Kapitel",
        create: "Kurs erstellen",
        level: "Mittelstufe",
        chapter: "Kapitel hinzufügen",
      },
      zh: {
        guideline: "课程学习指南",
        counts: "1 个单元 · 2 个章节",
        unorganized: "未归类章节",
        create: "创建课程",
        level: "中级",
        chapter: "添加章节",
      },
    }[locale];
    await strictLocale(locale);
    const section = makeSection({ id: 11, courseId: 1, title: "Foundations" });
    fakeApi({
      "GET /api/user": { status: 200, body: me },
      "GET /api/admin/courses": { status: 200, body: { items: [course], total: 1 } },
      "GET /api/courses/1": { status: 200, body: course },
      "GET /api/courses/1/sections": { status: 200, body: [section] },
      "GET /api/courses/1/chapters": {
        status: 200,
        body: [
          makeChapter({ id: 21, courseId: 1, sectionId: 11, title: "Why growth", isPreview: true, availableAfterDays: 3 }),
          makeChapter({ id: 22, courseId: 1, sectionId: null, title: "Loose ends", videoFile: null, hasQuiz: true }),
        ],
      },
      "GET /api/courses/1/guidelines": { status: 200, body: [] },
      "GET /api/admin/chapters/22/quiz": {
        status: 200,
        body: {
          chapterId: 22,
          passMark: 70,
          questions: [{ prompt: "What grows?", options: ["Costs", "Sales"], multiple: false, correct: [1], explanation: "" }],
          updatedAt: "2026-11-01T00:00:00.000Z",
        },
      },
      "GET /api/admin/courses/1/quiz-results": {
        status: 200,
        body: [
          {
            chapterId: 22,
            chapterTitle: "Loose ends",
            questionCount: 2,
            passMark: 70,
            attempts: 5,
            learners: 3,
            learnersPassed: 2,
            passRate: 67,
            mostMissed: { index: 0, prompt: "What grows?", misses: 2, attempts: 5 },
          },
        ],
      },
    });
    renderWithProviders(<CourseManagementPage />, { path: "/admin/courses" });
    expect(await screen.findByText(expected.counts)).toBeInTheDocument();
    expect(screen.getByTestId("group-unorganized-title")).toHaveTextContent(expected.unorganized);
    expect(within(screen.getByTestId("panel-course-summary")).getByText(expected.level)).toBeInTheDocument();
    expect(await screen.findByTestId("quiz-results-22")).toHaveTextContent(spaced("70 %"));

    await userEvent.click(screen.getByTestId("button-create-course"));
    expect(await screen.findByRole("heading", { name: expected.create })).toBeInTheDocument();
    await userEvent.click(screen.getByTestId("button-cancel-course"));

    await userEvent.click(screen.getByTestId("button-add-chapter"));
    expect(await screen.findByRole("heading", { name: expected.chapter })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");

    // The other dialogs of the screen: section, guidelines, a chapter's quiz, deleting the course.
    await userEvent.click(screen.getByTestId("button-add-section"));
    expect(await screen.findByTestId("dialog-section")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await userEvent.click(screen.getByTestId("button-add-guideline"));
    expect(await screen.findByTestId("input-guideline-title")).toHaveValue(expected.guideline);
    await userEvent.keyboard("{Escape}");
    await userEvent.click(screen.getByTestId("button-quiz-chapter-22"));
    expect(await screen.findByTestId("input-quiz-q0-option-1")).toHaveValue("Sales");
    await userEvent.keyboard("{Escape}");
    await userEvent.click(screen.getByTestId("button-delete-course-1"));
    expect(await screen.findByTestId("dialog-course-has-students")).toBeInTheDocument();
    expect(missingKeys()).toEqual([]);
  });

  it("settings: every card, the test email hint and the current platform status", async () => {
    const expected = {
      es: {
        title: "Ajustes de la plataforma",
        hint: "Guarda primero el servidor SMTP.",
        rule: "Al menos 8 caracteres, con letras y números",
      },
      fr: {
        title: "Paramètres de la plateforme",
        hint: "Enregistrez d’abord l’hôte SMTP.",
        rule: "Au moins 8 caractères, avec lettres et chiffres",
      },
      de: {
        title: "Plattformeinstellungen",
        hint: "Speichern Sie zuerst den SMTP-Host.",
        rule: "Mindestens 8 Zeichen, mit Buchstaben und Ziffern",
      },
      zh: { title: "平台设置", hint: "请先保存 SMTP 主机。", rule: "至少 8 个字符，须包含字母和数字" },
    }[locale];
    await strictLocale(locale);
    const settings: AdminSettings = {
      ...DEFAULT_PLATFORM_SETTINGS,
      adminEmail: "owner@gsm.test",
      smtpHost: "",
      smtpPasswordSet: false,
      smtpUrlSet: false,
    };
    fakeApi({
      "GET /api/user": { status: 200, body: me },
      "GET /api/admin/settings": { status: 200, body: settings },
      "GET /api/platform": { status: 200, body: makePlatform({ adminSignupOpen: false }) },
    });
    renderWithProviders(<AdminSettingsPage />, { path: "/admin/settings" });
    expect(await screen.findByTestId("text-test-email-hint")).toHaveTextContent(expected.hint);
    expect(screen.getByTestId("text-page-title")).toHaveTextContent(expected.title);
    expect(await screen.findByTestId("text-password-rule")).toHaveTextContent(expected.rule);
    expect(missingKeys()).toEqual([]);
  });
});

describe.each(LOCALES)("the other admin screens in %s", (locale: Locale) => {
  it("coupons (and the new-coupon form with its checks), payments, payouts, and jobs & emails", async () => {
    const expected = {
      es: {
        coupon: "25 % de descuento",
        revenue: "96,75 US$ de ingresos",
        required: "Indica el descuento",
        refund: "Reembolsar",
        payouts: "Liquidaciones",
        heldBack: "Correo electrónico sin verificar",
        status: "No enviado: no hay servidor de correo",
      },
      fr: {
        coupon: "25 % de remise",
        revenue: "96,75 $US de revenus",
        required: "Indiquez la remise",
        refund: "Rembourser",
        payouts: "Versements",
        heldBack: "Adresse e-mail non vérifiée",
        status: "Non envoyé : aucun serveur de messagerie",
      },
      de: {
        coupon: "25 % Rabatt",
        revenue: "96,75 $ Umsatz",
        required: "Geben Sie den Rabatt ein",
        refund: "Erstatten",
        payouts: "Auszahlungen",
        heldBack: "E-Mail-Adresse nicht bestätigt",
        status: "Nicht gesendet: kein Mailserver",
      },
      zh: {
        coupon: "减 25%",
        revenue: "收入 US$96.75",
        required: "请输入折扣",
        refund: "退款",
        payouts: "打款",
        heldBack: "邮箱地址未验证",
        status: "未发送：没有邮件服务器",
      },
    }[locale];
    await strictLocale(locale);
    fakeApi({
      "GET /api/user": { status: 200, body: me },
      "GET /api/admin/coupons": { status: 200, body: { items: [coupon] } },
      "GET /api/admin/courses": { status: 200, body: { items: [course], total: 1 } },
      "GET /api/admin/payments": { status: 200, body: { items: [payment], total: 1 } },
      "GET /api/admin/payouts": { status: 200, body: { items: [payout], total: 1 } },
      "GET /api/admin/payouts/preview": {
        status: 200,
        body: {
          period: "2026-11",
          payouts: [{ entrepreneurId: 3, name: "Ella", username: "ella", amount: "30.00", commissionCount: 1 }],
          total: "30.00",
          belowMinimum: 0,
          heldBack: [],
        },
      },
      "POST /api/admin/payouts/run": {
        status: 200,
        body: {
          period: "2026-11",
          payouts: [],
          belowMinimum: 0,
          heldBack: [{ entrepreneurId: 7, username: "nora", name: "Nora", amount: "50.00", reason: "EMAIL_NOT_VERIFIED" }],
        },
      },
      "GET /api/admin/emails": { status: 200, body: emails },
      "GET /api/admin/jobs/failures": {
        status: 200,
        body: [{ id: 1, name: "maintenance.sweeps", failedAt: "2026-11-20T10:00:00.000Z", attempts: 3, error: "boom" }],
      },
    });

    const coupons = renderWithProviders(<AdminCouponsPage />, { path: "/admin/coupons" });
    expect(await screen.findByText(spaced(expected.coupon))).toBeInTheDocument();
    // The revenue figure says what it is.
    expect(screen.getByTestId("text-coupon-revenue-3")).toHaveTextContent(spaced(expected.revenue));
    await userEvent.click(screen.getByTestId("button-new-coupon"));
    await userEvent.type(await screen.findByTestId("input-coupon-code"), "SPRING");
    await userEvent.click(screen.getByTestId("button-save-coupon"));
    expect(await screen.findByText(expected.required)).toBeInTheDocument();
    coupons.unmount();

    const payments = renderWithProviders(<AdminPaymentsPage />, { path: "/admin/payments" });
    expect(await screen.findByTestId("button-refund-9")).toHaveTextContent(expected.refund);
    payments.unmount();

    const payouts = renderWithProviders(<AdminPayoutsPage />, { path: "/admin/payouts" });
    expect(await screen.findByTestId("payout-1")).toBeInTheDocument();
    expect(screen.getByTestId("text-page-title")).toHaveTextContent(expected.payouts);
    await userEvent.click(screen.getByTestId("button-run-payouts"));
    await userEvent.click(await screen.findByTestId("button-confirm-payout"));
    expect(await screen.findByTestId("held-back-7")).toHaveTextContent(expected.heldBack);
    payouts.unmount();

    renderWithProviders(<AdminEmailsPage />, { path: "/admin/emails" });
    expect(await screen.findByTestId("email-status-1")).toHaveTextContent(expected.status);
    expect(await screen.findByTestId("card-job-failures")).toBeInTheDocument();
    expect(missingKeys()).toEqual([]);
  });
});

const coupon = {
  id: 3,
  code: "SPRING",
  percentOff: 25,
  amountOff: null,
  courseIds: [1],
  paymentTypes: ["one_time"],
  startsAt: "2026-03-01T00:00:00.000Z",
  expiresAt: null,
  maxRedemptions: 10,
  perUserLimit: 1,
  active: false,
  createdAt: "2026-02-01T00:00:00.000Z",
  redemptions: 1,
  revenue: "96.75",
  discountGiven: "32.25",
};
const payment = makeAdminPayment({
  courseId: 1,
  type: "subscription",
  affiliateCode: "GSM000002",
  couponCode: "SPRING",
  discount: "33.00",
});
const payout = {
  id: 1,
  entrepreneurId: 2,
  username: null,
  period: "2026-11",
  amount: "26.00",
  commissionCount: 3,
  status: "paid",
  createdAt: "2026-11-23T00:00:00.000Z",
};
const emails = {
  page: 1,
  pageSize: 25,
  total: 1,
  emails: [
    {
      id: 1,
      recipient: "bob@example.test",
      subject: "GSM Academy: receipt",
      template: "purchase_receipt",
      status: "not_sent_no_server",
      attempts: 1,
      lastError: "No mail server is configured",
      createdAt: "2026-11-19T10:00:00.000Z",
      sentAt: null,
    },
  ],
};

const analytics: Analytics = {
  overview: { totalUsers: 42, totalRevenue: "1234.50", enrollments: 17, totalCourses: 6 },
  trends: { userGrowth: 12.5, revenueGrowth: -20, enrollmentGrowth: 0, completionRate: 35.3 },
  userActivity: ["2026-10", "2026-11"].map((month, i) => ({ month, users: [3, 10][i] })),
  revenueData: ["2026-10", "2026-11"].map((month, i) => ({ month, revenue: ["0.00", "1135.50"][i] })),
  topCourses: [{ id: 4, name: "Growth Marketing", enrollments: 9, completions: 1, revenue: "999.00" }],
  engagement: { activeToday: 2, active30Days: 11, averageProgress: 47.2, retention30Days: 58.8 },
  summary: {
    publishedCourses: 5,
    averageRating: null,
    videoHours: 3.5,
    averageOrderValue: "88.18",
    commissionsPaid: "45.00",
    discountsGiven: "12.00",
    refundRate: 7.1,
    completionRate: 35.3,
    completionGrowth: 50,
  },
  generatedAt: "2026-11-23T10:00:00.000Z",
};
